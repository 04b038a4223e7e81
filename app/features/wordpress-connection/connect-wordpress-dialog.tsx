import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { normalizeWordPressUrl } from '@/lib/wordpress-url';

import { PROBE_MESSAGES, probeWordPress } from '@/wordpress/probe';
import { forgetWordPressUrl, readChosenWordPressUrl, storeWordPressUrl } from '@/wordpress/address';

interface ConnectWordPressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const NOT_HTTP = 'Use um endereço que comece com http:// ou https://.';

/**
 * 'Conectar ao WordPress' (spec section 2): the address is normalised and tried first ('Testando...');
 * only a WordPress REST API that answers is applied and kept; anything else keeps the current
 * WordPress and says why. 'Restaurar padrão' returns to the site's own WordPress.
 */
export function ConnectWordPressDialog({ open, onOpenChange }: ConnectWordPressDialogProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const probe = useMutation({
    mutationFn: (baseUrl: string) => probeWordPress(baseUrl),
    onSuccess: (failure, baseUrl) => {
      if (failure !== null) {
        setProblem(PROBE_MESSAGES[failure]);
        return;
      }
      storeWordPressUrl(baseUrl);
      onOpenChange(false);
    },
  });
  const chosenByVisitor = readChosenWordPressUrl() !== null;

  const submit = () => {
    if (value.trim() === '' || probe.isPending) return;
    const baseUrl = normalizeWordPressUrl(value);
    if (baseUrl === null) {
      setProblem(NOT_HTTP);
      return;
    }
    setProblem(null);
    probe.mutate(baseUrl);
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
              aria-describedby={problem === null ? hintId : `${errorId} ${hintId}`}
              aria-invalid={problem !== null}
              onChange={(event) => {
                setValue(event.target.value);
                setProblem(null);
              }}
            />
            {problem !== null && (
              <p id={errorId} role="alert" className="text-sm text-red-700">
                {problem}
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
            {chosenByVisitor && (
              <Button
                variant="ghost"
                className="sm:mr-auto"
                onClick={() => {
                  forgetWordPressUrl();
                  onOpenChange(false);
                }}
              >
                Restaurar padrão
              </Button>
            )}
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <Button type="submit" disabled={value.trim() === '' || probe.isPending}>
              {probe.isPending ? 'Testando...' : 'Conectar'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
