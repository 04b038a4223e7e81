import { catalog } from '@/config/site';

import { SHARED_FILTER_CLASS } from '@/config/page-markers';
import { categoryPath, FILTER_PARAMS, HOME_PATH } from '@/config/paths';

/**
 * Runs before the first paint, from <head>. The home and the category pages are prerendered without
 * filters and apply the address's once the app has started, so a shared filtered link (`/?q=fone`,
 * `/categoria/casa?q=fone`, `/?categoria=Casa`) would first show the unfiltered list and then swap
 * it (a layout shift, and the wrong products for a moment). The class lets app.css hide that
 * prerendered content (`[data-unfiltered-prerender]`) until then. The text is the same on every page
 * and build, so a Content-Security-Policy can allow it by its sha256.
 */
export const SHARED_FILTER_SCRIPT =
  `(function(){var p=new URLSearchParams(location.search),all='${catalog.allCategories}',home=location.pathname==='${HOME_PATH}';` +
  `if((home||location.pathname.indexOf('${categoryPath('')}')===0)&&((p.get('${FILTER_PARAMS.search}')||'').trim()!==''||home&&(p.get('${FILTER_PARAMS.category}')||all)!==all))` +
  `document.documentElement.classList.add('${SHARED_FILTER_CLASS}')})()`;
