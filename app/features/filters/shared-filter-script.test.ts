import { afterEach, describe, expect, it } from 'vitest';

import { SHARED_FILTER_CLASS } from '@/config/page-markers';
import { SHARED_FILTER_SCRIPT } from './shared-filter-script';

function openAt(address: string): boolean {
  window.history.replaceState(null, '', address);
  document.documentElement.classList.remove(SHARED_FILTER_CLASS);
  // The script is a static string written into every page's <head>; run it as the browser would.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(SHARED_FILTER_SCRIPT).call(window);
  return document.documentElement.classList.contains(SHARED_FILTER_CLASS);
}

describe('SHARED_FILTER_SCRIPT', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.classList.remove(SHARED_FILTER_CLASS);
  });

  it('marks the home opened with a search or a category in its address', () => {
    expect(openAt('/?q=fone')).toBe(true);
    expect(openAt('/?categoria=Casa')).toBe(true);
    expect(openAt('/?categoria=Casa&q=panela')).toBe(true);
  });

  it('marks a category page opened with a search in its address', () => {
    expect(openAt('/categoria/casa?q=panela')).toBe(true);
    expect(openAt('/categoria/casa')).toBe(false);
    expect(openAt('/categoria/casa?categoria=Moda')).toBe(false);
  });

  it('leaves pages without an applied filter alone', () => {
    expect(openAt('/')).toBe(false);
    expect(openAt('/?q=%20%20')).toBe(false);
    expect(openAt('/?categoria=Todos')).toBe(false);
    expect(openAt('/?utm_source=whatsapp')).toBe(false);
    expect(openAt('/product/12?q=fone')).toBe(false);
  });
});
