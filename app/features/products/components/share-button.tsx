import { Share2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** 'Compartilhar': the device share sheet, otherwise the link copied to the clipboard (spec section 8). */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
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
