import { Share2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

/**
 * 'Compartilhar': the device share sheet, otherwise the link copied to the clipboard (spec section 8).
 * The page's own address, or `path` on this site when the page's address must not travel (a preview's).
 */
export function ShareButton({ title, text, path }: { title: string; text: string; path?: string }) {
  const share = async () => {
    const url = path === undefined ? window.location.href : new URL(path, window.location.origin).href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      window.alert('Link copiado para a área de transferência!');
    } catch (error) {
      // Closing the share sheet also rejects; either way there is nothing to tell the visitor.
      console.warn('Share failed', error);
    }
  };
  return (
    <Button variant="outline" size="lg" onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden="true" />
      Compartilhar
    </Button>
  );
}
