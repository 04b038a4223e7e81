import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { normalizeWordPressUrl } from '@/lib/wordpress-url';

import { storeWordPressUrl } from './stored-wordpress-url';

interface ConnectWordPressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Conectar ao WordPress' (spec section 2): a valid address is normalised, kept and applied at once.
 * Like the spec says, nothing is tested before acceptance, so there is no 'Testando...' wait to show.
 */
export function ConnectWordPressDialog({ open, onOpenChange }: ConnectWordPressDialogProps) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const submit = () => {
    if (value.trim() === '') return;
    const baseUrl = normalizeWordPressUrl(value);
    if (baseUrl === null) {
      setInvalid(true);
      return;
    }
    storeWordPressUrl(baseUrl);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Conectar ao WordPress</DialogTitle>
        <DialogDescription>
          Digite a URL da sua instalação WordPress para carregar o conteúdo automaticamente.
        </DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-2">
            <label htmlFor="wordpress-url" className="text-sm font-semibold text-slate-900">
              URL do WordPress
            </label>
            <Input
              id="wordpress-url"
              type="url"
              required
              autoComplete="url"
              placeholder="https://seusite.com.br"
              value={value}
              aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
              aria-invalid={invalid}
              onChange={(event) => {
                setValue(event.target.value);
                setInvalid(false);
              }}
            />
            {invalid && (
              <p id={errorId} className="text-sm text-red-700">
                Use um endereço que comece com http:// ou https://.
              </p>
            )}
            <p id={hintId} className="text-xs text-slate-600">
              Exemplos: https://meublog.com.br ou https://meublog.com.br/wp-json/wp/v2
            </p>
          </div>
          <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">Requisitos:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              <li>API REST habilitada (padrão desde o WordPress 4.7)</li>
              <li>CORS configurado para este domínio</li>
              <li>Plugin de campos personalizados (opcional)</li>
            </ul>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <Button type="submit" disabled={value.trim() === ''}>
              Conectar
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
