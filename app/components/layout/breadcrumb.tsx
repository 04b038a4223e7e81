import { Link } from 'react-router';

import { HOME_PATH } from '@/config/paths';

/** 'Início › {current}': where the page sits, under the home. */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Trilha de navegação" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to={HOME_PATH} className="hover:text-brand-700 hover:underline">
            Início
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
