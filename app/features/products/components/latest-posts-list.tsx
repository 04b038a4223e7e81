import { AvifSources } from '@/components/ui/avif-sources';
import { catalog } from '@/config/site';

import { imageSource, imageSourceSet } from '@/wordpress/image-source';
import { pictureSrcSet } from '@/wordpress/site-picture';
import type { Product } from '@/wordpress/types';
import { SidebarProductLink } from './sidebar-product-link';

const NOTHING_NEW = 'Nenhuma novidade nos últimos 30 dias.';

/**
 * 'Últimas Publicações': up to four products flagged new. Once the listing is known (`loaded`), an
 * empty list says so instead of leaving an empty box.
 */
export function LatestPostsList({ products, loaded }: { products: readonly Product[]; loaded: boolean }) {
  const entries = products.filter((product) => product.isNew).slice(0, catalog.latestCount);
  return (
    <section aria-labelledby="ultimas-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="ultimas-title" className="text-lg font-bold text-slate-900">
        Últimas Publicações
      </h2>
      {entries.length > 0 ? (
        // Room for four entries on wide screens, as in 'Mais Lidas'.
        <ul className="mt-3 space-y-3 lg:min-h-[calc(4*4.25rem+3*0.75rem)]">
          {entries.map((product) => (
            <li key={product.id} className="flex gap-3">
              <Thumbnail product={product} />
              <SidebarProductLink product={product} />
            </li>
          ))}
        </ul>
      ) : (
        loaded && <p className="mt-3 text-sm text-slate-600">{NOTHING_NEW}</p>
      )}
    </section>
  );
}

/** The 64 px thumbnail: the build's smallest copy, or the smallest WordPress size that fills it. */
function Thumbnail({ product }: { product: Product }) {
  const { picture, imageSrcSet } = product;
  const sizes = picture !== undefined || imageSrcSet !== undefined ? '64px' : undefined;
  const image = (
    <img
      src={imageSource(product.image)}
      srcSet={picture === undefined ? imageSourceSet(imageSrcSet) : pictureSrcSet(picture, 'webp')}
      sizes={sizes}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  );
  if (picture === undefined) return image;
  return (
    <AvifSources picture={picture} sizes={sizes}>
      {image}
    </AvifSources>
  );
}
