import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SHARED_FILTER_CLASS } from '../app/features/filters/shared-filter-class';
import { deferModuleScripts, DEFERRED_TYPE, inlineStylesheet, LOADER_SCRIPT } from './prerendered-html';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/>',
  '<link rel="icon" href="/favicon.svg"/></head><body><main>Produtos</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/home-1.js";</script></body></html>',
].join('');

describe('deferModuleScripts', () => {
  it('drops the module preloads and leaves the module script to the loader', () => {
    const html = deferModuleScripts(page, 'index.html');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(`<script type="${DEFERRED_TYPE}">import "/assets/home-1.js";</script>`);
    expect(html).not.toContain('type="module"');
    expect(html.endsWith(`<script>${LOADER_SCRIPT}</script></body></html>`)).toBe(true);
    // The other inline scripts and links stay as React wrote them.
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('fails the build when React Router writes its module script differently', () => {
    expect(() => deferModuleScripts(page.replace(' async=""', ''), 'index.html')).toThrow(/index.html/);
  });
});

describe('inlineStylesheet', () => {
  it('puts the stylesheet in the page where the link was', () => {
    const html = inlineStylesheet(page, 'index.html', () => 'body{margin:0}');
    expect(html).toContain(
      '<meta charSet="utf-8"/><style data-precedence="default" data-href="/assets/app-1.css">body{margin:0}</style>',
    );
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('refuses a stylesheet that would end the <style> element early', () => {
    expect(() => inlineStylesheet(page, 'index.html', () => 'a{}</style><script>')).toThrow(/app-1.css/);
  });

  it('keeps $ patterns of the CSS as written', () => {
    expect(inlineStylesheet(page, 'index.html', () => 'a::after{content:"$&"}')).toContain('content:"$&"');
  });
});

describe('LOADER_SCRIPT', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // As in a page still loading its images, when the loader runs at the end of <body>.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const inert = document.createElement('script');
    inert.type = DEFERRED_TYPE;
    inert.textContent = 'import "/assets/home-1.js";';
    document.body.replaceChildren(inert);
    // The loader is a static string that the build writes into each page; run it as the browser would.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(LOADER_SCRIPT).call(window);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const started = () => [...document.querySelectorAll('script[type="module"]')].map((script) => script.textContent);

  it('starts the app after the load event and a frame', () => {
    vi.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50);
    expect(started()).toEqual(['import "/assets/home-1.js";']);
  });

  it('starts the app at once, and once, when the visitor presses a key or touches the page first', () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new PointerEvent('pointerdown'));
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(6000);
    expect(started()).toHaveLength(1);
  });

  it('starts the app at once on a home opened from a shared filtered link', () => {
    document.documentElement.classList.add(SHARED_FILTER_CLASS);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(LOADER_SCRIPT).call(window);
    document.documentElement.classList.remove(SHARED_FILTER_CLASS);
    expect(started()).toHaveLength(1);
  });

  it('starts the app after 5 s when the page never finishes loading', () => {
    vi.advanceTimersByTime(4999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(1);
  });
});
