import { ExternalLink } from 'lucide-react';

/**
 * The end of a link that opens in a new tab: its icon, and '(abre em nova aba)' for screen readers.
 * The space before that text is the link's own: an accessible name joins the link's parts as they
 * are, and reads 'Ver produto (R$ 99,90)(abre em nova aba)' without it where styles do not separate
 * them. (A flex container, as the link's button look is, lays out no space-only text.)
 */
export function NewTabMark() {
  return (
    <>
      <ExternalLink className="size-4" aria-hidden="true" /> <span className="sr-only">(abre em nova aba)</span>
    </>
  );
}
