import { htmlToInlineText } from '@/lib/html-to-text';

import type { WpCategory } from '../schemas';
import type { Category } from '../types';

/** Category names arrive HTML-escaped ('Casa &amp; Jardim'). */
export function mapCategory({ id, name, count }: WpCategory): Category {
  return { id, name: htmlToInlineText(name), count };
}
