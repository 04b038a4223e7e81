import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { HOME_PATH } from '@/config/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Above a previewed post: nobody but its owner sees this page. */
export function PreviewBar() {
  return (
    <div
      role="note"
      className="mx-auto mb-5 max-w-3xl rounded-lg border border-amber-400 bg-amber-100 px-4 py-2 text-center text-sm font-bold text-amber-950"
    >
      Pré-visualização — não publicado
    </div>
  );
}

export function PreviewLoading() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div role="status" aria-live="polite">
        <p className="font-semibold text-slate-900">Carregando pré-visualização...</p>
        <p className="text-sm text-slate-600">Buscando o post no WordPress.</p>
      </div>
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
    </div>
  );
}

function PreviewMessage({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{children}</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {action}
        <Link to={HOME_PATH} className={buttonClasses({ variant: action ? 'outline' : 'primary' })}>
          Voltar ao início
        </Link>
      </div>
    </div>
  );
}

/** The link does not open the post: most often its hour is over. */
export function PreviewRefused() {
  return (
    <PreviewMessage title="Link de pré-visualização expirado ou inválido">
      Cada link de pré-visualização vale por uma hora. Para gerar um novo, abra o post no WordPress e clique em
      “Visualizar”.
    </PreviewMessage>
  );
}

export function PreviewNeedsPlugin() {
  return (
    <PreviewMessage title="Pré-visualização indisponível">
      A pré-visualização de posts não publicados precisa do plugin Curadoria Afiliados, atualizado e ativo no WordPress
      deste site.
    </PreviewMessage>
  );
}

export function PreviewPasswordProtected() {
  return (
    <PreviewMessage title="Post protegido por senha">
      O site não mostra posts protegidos por senha. Tire a senha do post para vê-lo aqui como produto.
    </PreviewMessage>
  );
}

export function PreviewFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PreviewMessage
      title="Não foi possível carregar a pré-visualização"
      action={<Button onClick={onRetry}>Tentar de novo</Button>}
    >
      Verifique sua conexão com o WordPress e tente de novo.
    </PreviewMessage>
  );
}
