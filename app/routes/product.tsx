import { ProductDetailScreen } from '@/features/products/components/product-detail-screen';
import { ConfigureWordPressButton } from '@/features/wordpress-connection/configure-wordpress-button';
import { useWordPressBaseUrl } from '@/features/wordpress-connection/use-wordpress-base-url';

import type { Route } from './+types/product';

export default function ProductRoute({ params }: Route.ComponentProps) {
  const baseUrl = useWordPressBaseUrl();
  return (
    <div className="px-4 py-6">
      <ProductDetailScreen
        key={params.id}
        baseUrl={baseUrl}
        id={params.id}
        configureAction={<ConfigureWordPressButton />}
      />
    </div>
  );
}
