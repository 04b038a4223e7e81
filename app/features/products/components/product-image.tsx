import { cn } from '@/lib/cn';
import { HELD_IMAGE_ATTRIBUTE } from '@/lib/held-images';

import { imageSource, imageSourceSet } from '@/wordpress/image-source';
import type { Product } from '@/wordpress/types';

interface ProductImageProps {
  product: Pick<Product, 'image' | 'imageSrcSet'>;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * Product image in a box of fixed aspect ratio, so nothing moves while it loads (or while a lazy
 * one waits for the page's first image, hidden in its box). A priority image (the page's largest
 * paint) is preloaded by React and fetched at high priority; the others are lazy, so React does not
 * preload them too.
 */
export function ProductImage({ product, alt, sizes, priority = false, className }: ProductImageProps) {
  return (
    <div className={cn('aspect-[4/3] w-full overflow-hidden bg-slate-100', className)}>
      <img
        src={imageSource(product.image)}
        srcSet={imageSourceSet(product.imageSrcSet)}
        sizes={product.imageSrcSet ? sizes : undefined}
        alt={alt}
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className="size-full object-cover"
        {...{ [HELD_IMAGE_ATTRIBUTE]: priority ? undefined : '' }}
      />
    </div>
  );
}
