import { catalog } from '@/config/site';

import type { Product } from '@/wordpress/types';
import { SidebarProductLink } from './sidebar-product-link';

/** 'Mais Lidas': up to five products, numbered (see useMostRead for which). */
export function MostReadList({ products }: { products: readonly Product[] }) {
  const entries = products.slice(0, catalog.mostReadCount);
  return (
    // Focusable (not tabbable), so 'Mais Lidas' in the menu can take keyboard and screen reader users here.
    <section
      id="mais-lidas"
      aria-labelledby="mais-lidas-title"
      tabIndex={-1}
      className="scroll-mt-56 rounded-xl border border-slate-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-600 md:scroll-mt-32"
    >
      <h2 id="mais-lidas-title" className="text-lg font-bold text-slate-900">
        Mais Lidas
      </h2>
      {/* Beside the list on wide screens: room for five two-line entries (4.25rem each, 0.75rem apart)
          whatever the filters leave, so the blocks below never move when the list changes. */}
      <ol className="mt-3 space-y-3 lg:min-h-[calc(5*4.25rem+4*0.75rem)]">
        {entries.map((product, index) => (
          <li key={product.id} className="flex gap-3">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <SidebarProductLink product={product} />
          </li>
        ))}
      </ol>
    </section>
  );
}
