import { cn } from '@/lib/cn';

import type { Product } from '../model/product';

interface ProductImageProps {
  product: Pick<Product, 'image' | 'imageSrcSet'>;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** Product image in a box of fixed aspect ratio, so nothing moves while it loads. */
export function ProductImage({ product, alt, sizes, priority = false, className }: ProductImageProps) {
  return (
    <img
      src={product.image}
      srcSet={product.imageSrcSet}
      sizes={product.imageSrcSet ? sizes : undefined}
      alt={alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-[4/3] w-full bg-slate-100 object-cover', className)}
    />
  );
}
