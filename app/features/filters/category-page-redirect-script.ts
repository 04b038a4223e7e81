import { STORAGE_KEYS } from '@/config/site';
import type { Category } from '@/wordpress/types';

import { categoryPath, FILTER_PARAMS, HOME_PATH } from '@/config/paths';
import { LEAVING_FOR_CATEGORY_PAGE_CLASS } from '@/config/page-markers';

/**
 * Runs from the home's <head>, before anything is painted: `/?categoria=Casa`, the address of a
 * category's list before the category pages existed (shared links, old posts), goes at once to that
 * category's page, the rest of the address kept (`?q=`, campaign parameters, the fragment), as
 * useCategoryPageRedirect does once the app runs. Waiting for the app meant the whole app, then
 * WordPress's answer: 3.3 s to the largest paint on a phone (Lighthouse mobile) against 0.9 s for
 * the category's prerendered page. `categories` are the build's: each one with posts has a page. A
 * visitor who chose another WordPress ('Configurar WordPress') is left to the app, which knows that one's.
 */
export function categoryPageRedirectScript(categories: readonly Category[]): string {
  const pages = Object.fromEntries(
    categories.filter((category) => category.hasPosts).map((category) => [category.name, categoryPath(category.slug)]),
  );
  // JSON is a script literal; `<` escaped so that no name can close the <script> element.
  const pagesLiteral = JSON.stringify(pages).replace(/</g, '\\u003c');
  return (
    `(function(){var pages=${pagesLiteral},p=new URLSearchParams(location.search),name=p.get('${FILTER_PARAMS.category}');` +
    `if(location.pathname!=='${HOME_PATH}'||name===null||!Object.prototype.hasOwnProperty.call(pages,name))return;` +
    `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.wordpressUrl)})!==null)return}catch(e){}` +
    `p.delete('${FILTER_PARAMS.category}');var rest=p.toString();` +
    `document.documentElement.classList.add('${LEAVING_FOR_CATEGORY_PAGE_CLASS}');` +
    "location.replace(pages[name]+(rest?'?'+rest:'')+location.hash)})()"
  );
}
