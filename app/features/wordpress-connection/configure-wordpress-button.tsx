import { Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button, type ButtonStyle } from '@/components/ui/button';

const loadDialog = () => import('./connect-wordpress-dialog');
// The dialog and its Radix code are not needed for the first paint: fetched on intent.
const ConnectWordPressDialog = lazy(async () => ({ default: (await loadDialog()).ConnectWordPressDialog }));

/** 'Configurar WordPress' button that opens the connection dialog. */
export function ConfigureWordPressButton({ variant = 'outline' }: Pick<ButtonStyle, 'variant'>) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Settings className="size-4" aria-hidden="true" />
        Configurar WordPress
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ConnectWordPressDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
