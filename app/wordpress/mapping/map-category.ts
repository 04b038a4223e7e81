import { htmlToInlineText } from '@/lib/html-to-text';

import { slugify } from '@/lib/slugify';
import type { WpCategory } from '../schemas';
import type { Category } from '../types';

/** Category names arrive HTML-escaped ('Casa &amp; Jardim'). */
export function mapCategory({ id, name, slug, description, count }: WpCategory): Category {
  const plainName = htmlToInlineText(name);
  return {
    id,
    name: plainName,
    slug: slug === '' ? slugify(plainName) : slug,
    description: htmlToInlineText(description),
    hasPosts: count > 0,
  };
}
