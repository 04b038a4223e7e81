import { Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button, type ButtonStyle } from '@/components/ui/button';
import { readEnv } from '@/config/env';

const loadDialog = () => import('./connect-wordpress-dialog');
// The dialog and its Radix code are not needed for the first paint: fetched on intent.
const ConnectWordPressDialog = lazy(async () => ({ default: (await loadDialog()).ConnectWordPressDialog }));

/** 'Configurar WordPress' button that opens the connection dialog; absent when the owner turned it off. */
export function ConfigureWordPressButton({ variant = 'outline' }: Pick<ButtonStyle, 'variant'>) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  if (!readEnv().wordpressDialog) return null;
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
