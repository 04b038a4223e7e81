import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { HOME_PATH } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function ProductDetailLoading() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div role="status" aria-live="polite">
        <p className="font-semibold text-slate-900">Carregando produto...</p>
        <p className="text-sm text-slate-600">Buscando informações do produto.</p>
      </div>
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
    </div>
  );
}

interface ProductDetailErrorProps {
  message: string;
  configureAction: ReactNode;
}

export function ProductDetailError({ message, configureAction }: ProductDetailErrorProps) {
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
      <p className="text-slate-600">Verifique sua conexão com o WordPress ou tente novamente.</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={HOME_PATH} className={buttonClasses()}>
          Voltar ao início
        </Link>
        {configureAction}
      </div>
    </div>
  );
}
