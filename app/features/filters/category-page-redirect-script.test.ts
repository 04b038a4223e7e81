import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/site';
import type { Category } from '@/wordpress/types';

import { categoryPageRedirectScript } from './category-page-redirect-script';
import { LEAVING_FOR_CATEGORY_PAGE_CLASS } from '@/config/page-markers';

const CATEGORIES: Category[] = [
  { id: 3, name: 'Casa', slug: 'casa', description: '', hasPosts: true },
  { id: 4, name: 'Casa & Cozinha', slug: 'casa-cozinha', description: '', hasPosts: true },
  { id: 5, name: '</script><b>', slug: 'estranha', description: '', hasPosts: true },
  { id: 6, name: 'Sem posts', slug: 'sem-posts', description: '', hasPosts: false },
];

/** Where the script, run from the <head> of a page at `address`, sends the visitor (null: nowhere). */
function destination(address: string, categories: readonly Category[] = CATEGORIES): string | null {
  const url = new URL(address, 'https://loja.example');
  const replace = vi.fn<(to: string) => void>();
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace };
  document.documentElement.classList.remove(LEAVING_FOR_CATEGORY_PAGE_CLASS);
  // The script is written into the home's <head>; run it as the browser would, at that address.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('location', categoryPageRedirectScript(categories)).call(window, location);
  const to = replace.mock.calls[0]?.[0] ?? null;
  expect(document.documentElement.classList.contains(LEAVING_FOR_CATEGORY_PAGE_CLASS)).toBe(to !== null);
  return to;
}

describe('categoryPageRedirectScript', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.classList.remove(LEAVING_FOR_CATEGORY_PAGE_CLASS);
  });

  it("sends a home opened with ?categoria= to that category's page, keeping the rest of the address", () => {
    expect(destination('/?categoria=Casa')).toBe('/categoria/casa');
    expect(destination('/?categoria=Casa+%26+Cozinha')).toBe('/categoria/casa-cozinha');
    expect(destination('/?q=led&categoria=Casa&utm_source=whatsapp#lista')).toBe(
      '/categoria/casa?q=led&utm_source=whatsapp#lista',
    );
  });

  it('leaves alone the addresses the app handles: other pages, no category, a category without a page', () => {
    expect(destination('/')).toBeNull();
    expect(destination('/?q=fone')).toBeNull();
    expect(destination('/?categoria=Todos')).toBeNull();
    expect(destination('/?categoria=Sem+posts')).toBeNull();
    expect(destination('/?categoria=casa')).toBeNull();
    expect(destination('/?categoria=toString')).toBeNull();
    expect(destination('/categoria/casa?categoria=Casa')).toBeNull();
    expect(destination('/?categoria=Casa', [])).toBeNull();
  });

  it('leaves a visitor who chose another WordPress to the app', () => {
    window.localStorage.setItem(STORAGE_KEYS.wordpressUrl, 'https://outro.example');
    expect(destination('/?categoria=Casa')).toBeNull();
  });

  it('cannot be closed by a category name', () => {
    expect(categoryPageRedirectScript(CATEGORIES)).not.toMatch(/<\/script/i);
    expect(destination('/?categoria=%3C%2Fscript%3E%3Cb%3E')).toBe('/categoria/estranha');
  });
});
