import { htmlToInlineText } from '@/lib/html-to-text';

import type { WpCategory } from '../api/wordpress-schemas';
import type { Category } from './product';

/** Category names arrive HTML-escaped ('Casa &amp; Jardim'). */
export function mapCategory({ id, name, count }: WpCategory): Category {
  return { id, name: htmlToInlineText(name), count };
}
