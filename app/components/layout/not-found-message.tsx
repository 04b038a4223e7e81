import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { HOME_PATH } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';

/** The 404 page of spec section 2; the missing path is logged to the console. */
export function NotFoundMessage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="text-2xl font-bold text-slate-900">Oops! Page not found</h1>
      <Link to={HOME_PATH} className={buttonClasses()}>
        Voltar para a página inicial
      </Link>
    </div>
  );
}
