import { productPath } from '@/config/paths';
import { previewQuery } from '@/wordpress/preview-query';
import { useWordPressQuery } from '@/wordpress/use-wordpress-query';
import { useHasWordPress } from '@/wordpress/wordpress-context';

import { usePreviewLink } from '../use-preview-link';
import { ProductDetail } from './product-detail';
import {
  PreviewBar,
  PreviewFailed,
  PreviewLoading,
  PreviewNeedsPlugin,
  PreviewPasswordProtected,
  PreviewRefused,
} from './product-preview-states';

/**
 * What the preview page shows, decided in this one place: the post as its product page will show it,
 * under the preview bar; or why not: the samples and a WordPress without the companion plugin have no
 * previews, a link the plugin refuses (its hour is over, most often) says how to get a new one, and a
 * WordPress that cannot be read, once the retries are spent, says so. Never counted as a view, and
 * 'Compartilhar' shares the address the post will have, never this page's (its token).
 */
export function ProductPreviewScreen() {
  const link = usePreviewLink();
  const hasWordPress = useHasWordPress();
  const query = useWordPressQuery((wordpress) => previewQuery(wordpress, link?.id ?? '', link?.token ?? ''), {
    enabled: Boolean(link),
  });

  if (link === undefined) return <PreviewLoading />;
  if (!hasWordPress) return <PreviewNeedsPlugin />;
  if (link === null) return <PreviewRefused />;
  switch (query.data?.kind) {
    case 'product':
      return (
        <>
          <PreviewBar />
          <ProductDetail product={query.data.product} sharePath={productPath(link.id)} />
        </>
      );
    case 'refused':
      return <PreviewRefused />;
    case 'needs-plugin':
      return <PreviewNeedsPlugin />;
    case 'password-protected':
      return <PreviewPasswordProtected />;
    case undefined:
      return query.isError ? <PreviewFailed onRetry={() => void query.refetch()} /> : <PreviewLoading />;
  }
}
