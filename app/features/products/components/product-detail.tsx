import { ArrowLeft, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { HOME_PATH } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { PostContent } from '@/components/post-content/post-content';

import { AFTER_FIRST_SCREEN_ID } from '@/config/first-screen';
import { DEFAULT_CURRENCY } from '@/config/site';
import type { Product } from '@/wordpress/types';
import { AffiliateButton } from './affiliate-button';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { NewBadge } from './category-badge';
import { CategoryLinkBadge } from './category-link-badge';
import { OfferList } from './offer-list';
import { PriceCheckedNote } from './price-checked-note';
import { PriceClaimsNote } from './price-claims-note';
import { PriceHistorySection } from './price-history-section';
import { ProductImage, type BoxWidth } from './product-image';
import { ShareButton } from './share-button';
import { ShownPriceNote, SOLD_OUT } from './shown-price-note';

/** The image's box: the article's width (max-w-3xl) on wide screens, else the page's minus its padding. */
const DETAIL_IMAGE_WIDTHS: readonly BoxWidth[] = [
  { media: '(min-width: 800px)', width: '768px' },
  { width: 'calc(100vw - 32px)' },
];

/** The product page body (spec section 2, product detail screen). */
export function ProductDetail({
  product,
  onFollowLink,
  afterOffers,
  sharePath,
}: {
  product: Product;
  /** A visitor followed a link to a shop (the store, when the product has offers). */
  onFollowLink?: (store?: string) => void;
  /** Shown right after the offers (the price alert's form). */
  afterOffers?: ReactNode;
  /** What 'Compartilhar' shares, when not the page's own address. */
  sharePath?: string;
}) {
  const currency = product.priceCurrency ?? DEFAULT_CURRENCY;
  return (
    <article className="mx-auto max-w-3xl space-y-5">
      <div className="flex items-center justify-between gap-3">
        <BackButton />
        <AffiliateDisclosure />
      </div>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <CategoryLinkBadge category={product.category} />
          {product.isNew && <NewBadge />}
          {product.readTime && (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {`${product.readTime} de leitura`}
            </span>
          )}
        </div>
        <h1 className="text-2xl font-extrabold text-slate-900 md:text-4xl">{product.title}</h1>
        <p className="text-lg text-slate-700">{product.description}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <AffiliateButton product={product} onFollow={onFollowLink} />
          <ShareButton title={product.title} text={product.description} path={sharePath} />
        </div>
        <ShownPriceNote product={product} />
        <PriceClaimsNote product={product} />
        <PriceCheckedNote product={product} />
      </header>
      <ProductImage
        id={AFTER_FIRST_SCREEN_ID}
        product={product}
        alt={product.title}
        boxWidths={DETAIL_IMAGE_WIDTHS}
        priority
        className="rounded-xl"
      />
      {product.offers?.length ? (
        <OfferList offers={product.offers} currency={currency} onFollow={onFollowLink} />
      ) : null}
      {afterOffers}
      {product.offers && product.priceHistory ? (
        <PriceHistorySection history={product.priceHistory} offers={product.offers} currency={currency} />
      ) : null}
      {product.content?.length ? (
        <PostContent nodes={product.content} />
      ) : (
        <p className="text-base text-slate-800">Conteúdo não disponível</p>
      )}
      <section aria-labelledby="gostou-title" className="rounded-xl bg-slate-100 p-6 text-center">
        <h2 id="gostou-title" className="text-xl font-bold text-slate-900">
          Gostou do produto?
        </h2>
        {product.outOfStock ? (
          <p className="mt-4 font-semibold text-slate-900">{SOLD_OUT}</p>
        ) : (
          <AffiliateButton product={product} className="mt-4" onFollow={onFollowLink} />
        )}
      </section>
    </article>
  );
}

function BackButton() {
  return (
    <Link to={HOME_PATH} className={buttonClasses({ variant: 'ghost', size: 'sm' }, '-ml-3')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar
    </Link>
  );
}
