import { ArrowLeft, Clock } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';

import type { Product } from '../model/product';
import { AffiliateButton } from './affiliate-button';
import { CategoryBadge, NewBadge } from './category-badge';
import { ProductImage } from './product-image';
import { ShareButton } from './share-button';

/** The product page body (spec section 2, product detail screen). */
export function ProductDetail({ product }: { product: Product }) {
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <BackButton />
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <CategoryBadge category={product.category} />
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
          <AffiliateButton product={product} />
          <ShareButton title={product.title} text={product.description} />
        </div>
      </header>
      <ProductImage
        product={product}
        alt={product.title}
        sizes="(min-width: 800px) 768px, calc(100vw - 32px)"
        priority
        className="rounded-xl"
      />
      <div className="text-base leading-relaxed whitespace-pre-line text-slate-800">
        {product.content ?? 'Conteúdo não disponível'}
      </div>
      <section aria-labelledby="gostou-title" className="rounded-xl bg-slate-100 p-6 text-center">
        <h2 id="gostou-title" className="text-xl font-bold text-slate-900">
          Gostou do produto?
        </h2>
        <AffiliateButton product={product} className="mt-4" />
      </section>
    </article>
  );
}

function BackButton() {
  return (
    <Link to="/" className={buttonClasses({ variant: 'ghost', size: 'sm' }, '-ml-3')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar
    </Link>
  );
}
