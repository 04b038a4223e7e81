import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  EARLY_RESULTS_EVENT,
  EARLY_SEARCH_CLASS,
  IMAGES_HELD_CLASS,
  LEAVING_FOR_CATEGORY_PAGE_CLASS,
  SHARED_FILTER_CLASS,
} from '../../app/config/page-markers';
import {
  deferModuleScripts,
  DEFERRED_PRELOAD_REL,
  earlySearchHint,
  DEFERRED_TYPE,
  HOLD_IMAGES_SCRIPT,
  inlineStylesheet,
  LARGEST_PAINT_WAIT_MS,
  LOADER_SCRIPT,
} from './prerendered-html';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/>',
  '<link rel="icon" href="/favicon.svg"/></head><body><main>Produtos</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/home-1.js";</script></body></html>',
].join('');

const EARLY_SEARCH = '/assets/early-search-1.js';

describe('deferModuleScripts', () => {
  it('leaves the module script and its module preloads to the loader', () => {
    const html = deferModuleScripts(page, 'index.html', EARLY_SEARCH);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/framework-1.js"/><link rel="${DEFERRED_PRELOAD_REL}" href="/assets/home-1.js"/>`,
    );
    expect(html).toContain(`<script type="${DEFERRED_TYPE}">import "/assets/home-1.js";</script>`);
    expect(html).not.toContain('type="module"');
    expect(html.endsWith(`<script>${LOADER_SCRIPT}</script></body></html>`)).toBe(true);
    expect(html).toContain(`<link rel="icon" href="/favicon.svg"/><script>${HOLD_IMAGES_SCRIPT}</script></head>`);
    // The other inline scripts and links stay as React wrote them.
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('asks for the early search script from <head> only on a page with early results', () => {
    const home = page.replace('<main>Produtos</main>', '<main><div data-early-results=""></div></main>');
    expect(deferModuleScripts(home, 'index.html', EARLY_SEARCH)).toContain(
      `<script>${HOLD_IMAGES_SCRIPT}</script><script>${earlySearchHint(EARLY_SEARCH)}</script></head>`,
    );
    expect(deferModuleScripts(page, 'index.html', EARLY_SEARCH)).not.toContain(EARLY_SEARCH);
  });

  it('fails the build on a page React streamed in parts (its late parts hidden, moved by a script)', () => {
    const streamed = page.replace(
      '<main>Produtos</main>',
      '<main><!--$?--><template id="B:0"></template><!--/$--></main><div hidden id="S:0">Produtos</div><script>$RC("B:0","S:0")</script>',
    );
    expect(() => deferModuleScripts(streamed, 'product/20/index.html', EARLY_SEARCH)).toThrow(/product\/20/);
  });

  it('fails the build when React Router writes its module script differently', () => {
    expect(() => deferModuleScripts(page.replace(' async=""', ''), 'index.html', EARLY_SEARCH)).toThrow(/index.html/);
  });
});

describe('earlySearchHint', () => {
  /**
   * What the hint does on a page at `address`: the class it puts on <html>, its links (`rel as crossorigin
   * href`), then its scripts (`type src`).
   */
  function requested(address: string, leaving = false): string[] {
    const page = document.implementation.createHTMLDocument('');
    if (leaving) page.documentElement.classList.add(LEAVING_FOR_CATEGORY_PAGE_CLASS);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('document', 'location', earlySearchHint(EARLY_SEARCH)).call(
      undefined,
      page,
      new URL(address, 'https://loja.example'),
    );
    const preloads = [...page.head.querySelectorAll<HTMLLinkElement>('link')].map(
      (link) => `${link.rel} ${link.as} ${link.crossOrigin ?? 'no-cors'} ${link.getAttribute('href') ?? ''}`,
    );
    const scripts = [...page.head.querySelectorAll('script')].map(
      (script) => `${script.type} ${script.getAttribute('src') ?? ''}`,
    );
    const marked = page.documentElement.classList.contains(EARLY_SEARCH_CLASS) ? [`<html> ${EARLY_SEARCH_CLASS}`] : [];
    return [...marked, ...preloads, ...scripts];
  }

  it("asks at once for the early search script and its index's first files on a shared search link", () => {
    expect(requested('/?q=fone')).toEqual([
      `<html> ${EARLY_SEARCH_CLASS}`,
      'preload fetch anonymous /search/meta.json',
      'preload fetch anonymous /search/terms/f.json',
      'preload fetch anonymous /search/terms/o.json',
      `module ${EARLY_SEARCH}`,
    ]);
    // The vocabulary of each word's first two letters (accents dropped), once; short words need none.
    expect(requested('/?q=%C3%93culos%20de%20sol%20oculto')).toEqual([
      `<html> ${EARLY_SEARCH_CLASS}`,
      'preload fetch anonymous /search/meta.json',
      'preload fetch anonymous /search/terms/o.json',
      'preload fetch anonymous /search/terms/c.json',
      'preload fetch anonymous /search/terms/s.json',
      `module ${EARLY_SEARCH}`,
    ]);
  });

  it('asks for nothing on the home without a search, or with another filter', () => {
    expect(requested('/')).toEqual([]);
    expect(requested('/?q=%20')).toEqual([]);
    expect(requested('/?categoria=Casa')).toEqual([]);
    expect(requested('/categoria/casa?q=fone')).toEqual([]);
  });

  it('asks for nothing on a home that is going to a category page (/?q=led&categoria=Tecnologia)', () => {
    expect(requested('/?q=led&categoria=Tecnologia', true)).toEqual([]);
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
  /**
   * Runs the loader, as the browser would at the end of a page still loading its images, against a
   * page of its own: its globals (window, document, listeners, timers) are passed in, so the
   * listeners of one test never see another test's events.
   */
  function loadPage({
    sharedFilter = false,
    earlySearch = false,
    paintTiming = false,
    inlineStyle = false,
    firstImage = false,
    search = '',
    leaving = false,
  } = {}) {
    const page = document.implementation.createHTMLDocument('');
    if (leaving) page.documentElement.classList.add(LEAVING_FOR_CATEGORY_PAGE_CLASS);
    vi.spyOn(page, 'readyState', 'get').mockReturnValue('loading');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('document', HOLD_IMAGES_SCRIPT).call(undefined, page);
    // The page's first image, still arriving (it has no `decode` here: a frame after its load is the paint).
    const image = page.createElement('img');
    let imageComplete = false;
    Object.defineProperty(image, 'complete', { get: () => imageComplete });
    if (firstImage) {
      image.setAttribute('fetchpriority', 'high');
      page.body.append(image);
    }
    const imageArrives = (outcome: 'load' | 'error') => {
      imageComplete = true;
      image.dispatchEvent(new Event(outcome));
    };
    if (sharedFilter) page.documentElement.classList.add(SHARED_FILTER_CLASS);
    if (earlySearch) page.documentElement.classList.add(EARLY_SEARCH_CLASS);
    if (inlineStyle) {
      const style = page.createElement('style');
      style.dataset.href = '/assets/app-1.css';
      page.head.append(style);
    }
    const hint = page.createElement('link');
    hint.rel = DEFERRED_PRELOAD_REL;
    hint.href = '/assets/framework-1.js';
    page.head.append(hint);
    const inert = page.createElement('script');
    inert.type = DEFERRED_TYPE;
    inert.textContent = 'import "/assets/home-1.js";';
    page.body.append(inert);
    const win: { __reactRouterDataRouter?: object; PerformanceObserver?: typeof FakePaintObserver } = paintTiming
      ? { PerformanceObserver: FakePaintObserver }
      : {};
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const loader = new Function(
      'window',
      'document',
      'addEventListener',
      'setTimeout',
      'requestAnimationFrame',
      'Element',
      'location',
      LOADER_SCRIPT,
    );
    loader.call(
      undefined,
      win,
      page,
      page.addEventListener.bind(page),
      (callback: () => void, ms?: number) => setTimeout(callback, ms),
      (callback: () => void) => setTimeout(callback, 16),
      Element,
      { search },
    );
    const started = () => [...page.querySelectorAll('script[type="module"]')].map((script) => script.textContent);
    const stylesheet = () => page.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    const imagesHeld = () => page.documentElement.classList.contains(IMAGES_HELD_CLASS);
    const preloads = () =>
      [...page.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    const fetchPreloads = () =>
      [...page.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
        (link) => `${link.as} ${link.crossOrigin ?? 'no-cors'} ${link.getAttribute('href') ?? ''}`,
      );
    return { page, win, started, stylesheet, imagesHeld, imageArrives, preloads, fetchPreloads };
  }

  /**
   * A browser's paint timing: the page reports its first contentful paint when `paint()` is called, and
   * (with `largestPaint`) an element as its largest paint when `present(element)` is.
   */
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    static observers: FakePaintObserver[] = [];
    static painted = false;
    static presented: Element[] = [];
    static paint() {
      FakePaintObserver.painted = true;
      for (const observer of FakePaintObserver.observers) observer.report();
    }
    static present(element: Element) {
      FakePaintObserver.presented.push(element);
      for (const observer of FakePaintObserver.observers) observer.report();
    }
    private type = '';
    constructor(
      private readonly callback: (list: {
        getEntriesByName: (name: string) => object[];
        getEntries: () => { element: Element }[];
      }) => void,
    ) {}
    observe({ type }: { type: string }) {
      this.type = type;
      FakePaintObserver.observers.push(this);
      this.report();
    }
    disconnect() {
      FakePaintObserver.observers = FakePaintObserver.observers.filter((observer) => observer !== this);
    }
    private report() {
      if (this.type === 'paint' && FakePaintObserver.painted) {
        this.callback({
          getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []),
          getEntries: () => [],
        });
      }
      if (this.type === 'largest-contentful-paint' && FakePaintObserver.presented.length > 0) {
        this.callback({
          getEntriesByName: () => [],
          getEntries: () => FakePaintObserver.presented.map((element) => ({ element })),
        });
      }
    }
  }

  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.observers = [];
    FakePaintObserver.painted = false;
    FakePaintObserver.presented = [];
    FakePaintObserver.supportedEntryTypes = ['paint'];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the app after the load event and a frame', () => {
    const { page, started } = loadPage();
    vi.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50);
    expect(started()).toEqual(['import "/assets/home-1.js";']);
  });

  it('waits, where the browser reports paints, for the first contentful paint after the load event', () => {
    const { page, started } = loadPage({ paintTiming: true });
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    FakePaintObserver.paint();
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['import "/assets/home-1.js";']);
  });

  it('starts at once after the load event when the page painted before it', () => {
    const { page, started } = loadPage({ paintTiming: true });
    FakePaintObserver.paint();
    expect(started()).toEqual([]);
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['import "/assets/home-1.js";']);
  });

  it('starts the app at once, and once, when the visitor presses a key or touches the page first', () => {
    const { page, started } = loadPage();
    page.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    page.dispatchEvent(new PointerEvent('pointerdown'));
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(6000);
    expect(started()).toHaveLength(1);
  });

  it('presses again, once the app runs, a button the visitor pressed before', () => {
    const { page, win, started } = loadPage();
    const button = page.createElement('button');
    const presses: string[] = [];
    button.addEventListener('click', () => presses.push(win.__reactRouterDataRouter ? 'app' : 'html'));
    page.body.append(button);
    button.click();
    expect(started()).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(presses).toEqual(['html']);
    // React Router has created its router: React now handles the click.
    win.__reactRouterDataRouter = {};
    vi.advanceTimersByTime(100);
    expect(presses).toEqual(['html', 'app']);
    button.click();
    vi.advanceTimersByTime(100);
    expect(presses).toEqual(['html', 'app', 'app']);
  });

  it('opens and closes a disclosure (Categorias) before the app runs, and does not press it again', () => {
    const { page, win, started } = loadPage();
    const button = page.createElement('button');
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', 'menu');
    const list = page.createElement('ul');
    list.id = 'menu';
    list.hidden = true;
    let presses = 0;
    button.addEventListener('click', () => (presses += 1));
    page.body.append(button, list);
    button.click();
    expect([list.hidden, button.getAttribute('aria-expanded')]).toEqual([false, 'true']);
    expect(started()).toHaveLength(1);
    button.click();
    button.click();
    expect([list.hidden, button.getAttribute('aria-expanded')]).toEqual([false, 'true']);
    win.__reactRouterDataRouter = {};
    vi.advanceTimersByTime(500);
    // Only the visitor's three presses: none replayed.
    expect(presses).toBe(3);
    expect(list.hidden).toBe(false);
  });

  it('starts the app at once when text is put in a field without a key (a paste, a keyboard suggestion)', () => {
    const { page, started } = loadPage();
    page.dispatchEvent(new Event('input'));
    expect(started()).toHaveLength(1);
  });

  it('never lets a form be submitted natively (Enter in the search box), and still lets it reach its handlers', () => {
    const { page, win } = loadPage();
    const form = page.createElement('form');
    page.body.append(form);
    const handled: boolean[] = [];
    form.addEventListener('submit', (event) => handled.push(event.defaultPrevented));
    const before = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(before);
    win.__reactRouterDataRouter = {};
    const after = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(after);
    expect([before.defaultPrevented, after.defaultPrevented]).toEqual([true, true]);
    expect(handled).toEqual([true, true]);
  });

  it('starts nothing, even when pressed or after 5 s, on a home going to a category page', () => {
    const { page, started, stylesheet, preloads } = loadPage({ sharedFilter: true, inlineStyle: true, leaving: true });
    page.dispatchEvent(new PointerEvent('pointerdown'));
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(6000);
    expect([started(), stylesheet(), preloads()]).toEqual([[], null, []]);
  });

  it('starts the app at once on a home opened from a shared filtered link', () => {
    const { started } = loadPage({ sharedFilter: true });
    expect(started()).toHaveLength(1);
  });

  it('holds the lazy images on a shared search link until the app starts: the first image there is in the hidden list', () => {
    const link = loadPage({ sharedFilter: true, earlySearch: true, firstImage: true });
    link.imageArrives('load');
    vi.advanceTimersByTime(100);
    expect(link.imagesHeld()).toBe(true);
    link.page.dispatchEvent(new Event(EARLY_RESULTS_EVENT));
    expect(link.imagesHeld()).toBe(false);
  });

  it('starts the app on a shared search link once its early results are on screen, or after 3 s without them', () => {
    const shown = loadPage({ sharedFilter: true, earlySearch: true, paintTiming: true });
    shown.page.dispatchEvent(new Event('load'));
    FakePaintObserver.paint();
    vi.advanceTimersByTime(2000);
    expect(shown.started()).toHaveLength(0);
    shown.page.dispatchEvent(new Event(EARLY_RESULTS_EVENT));
    expect(shown.started()).toHaveLength(1);

    const missing = loadPage({ sharedFilter: true, earlySearch: true });
    vi.advanceTimersByTime(2999);
    expect(missing.started()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(missing.started()).toHaveLength(1);
  });

  it("asks for the search index's first files as it starts on a shared search link, not on a category link", () => {
    const searchLink = loadPage({ sharedFilter: true, search: '?q=fone' });
    expect(searchLink.fetchPreloads()).toEqual([
      'fetch anonymous /search/meta.json',
      'fetch anonymous /search/terms/f.json',
      'fetch anonymous /search/terms/o.json',
    ]);
    expect(loadPage({ sharedFilter: true, search: '?categoria=Casa' }).fetchPreloads()).toEqual([]);
    expect(loadPage({ sharedFilter: true, search: '?q=%20' }).fetchPreloads()).toEqual([]);
  });

  it('adds the whole stylesheet of a page that carries its part inline, and starts the app once it has loaded', () => {
    const { page, started, stylesheet, preloads } = loadPage({ inlineStyle: true });
    expect(stylesheet()).toBeNull();
    expect(preloads()).toEqual([]);
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50);
    expect(stylesheet()?.getAttribute('href')).toBe('/assets/app-1.css');
    // The chunks come meanwhile.
    expect(preloads()).toEqual(['/assets/framework-1.js']);
    expect(started()).toEqual([]);
    stylesheet()?.dispatchEvent(new Event('load'));
    expect(started()).toEqual(['import "/assets/home-1.js";']);
    vi.advanceTimersByTime(5000);
    expect(started()).toHaveLength(1);
  });

  it('starts the app when the whole stylesheet fails (and asks for it once more), or after 3 s without it', () => {
    const failed = loadPage({ inlineStyle: true, sharedFilter: true });
    failed.stylesheet()?.dispatchEvent(new Event('error'));
    expect(failed.started()).toHaveLength(1);
    // Asked for once more, for the pages the app shows next.
    const links = [...failed.page.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/app-1.css', '/assets/app-1.css']);
    links[1]?.dispatchEvent(new Event('error'));
    expect(failed.page.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2);

    const slow = loadPage({ inlineStyle: true, sharedFilter: true });
    vi.advanceTimersByTime(2999);
    expect(slow.started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(slow.started()).toHaveLength(1);
  });

  it('holds the lazy images until a frame after the first image arrived, and starts the app only then', () => {
    const { page, started, imagesHeld, imageArrives } = loadPage({ firstImage: true });
    expect(imagesHeld()).toBe(true);
    // The load event of a page whose first image is still arriving (a test's page has no such wait).
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect([imagesHeld(), started()]).toEqual([true, []]);
    imageArrives('load');
    vi.advanceTimersByTime(10);
    expect([imagesHeld(), started()]).toEqual([true, []]);
    vi.advanceTimersByTime(30);
    expect([imagesHeld(), started()]).toEqual([false, ['import "/assets/home-1.js";']]);
  });

  it('holds the lazy images and the app, where the browser reports the largest paint, until it reports the first image', () => {
    FakePaintObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    const { page, started, imagesHeld, imageArrives } = loadPage({ firstImage: true, paintTiming: true });
    page.dispatchEvent(new Event('load'));
    FakePaintObserver.paint();
    imageArrives('load');
    // Frames go by: the image is decoded, but not yet reported on screen.
    vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 10);
    expect([imagesHeld(), started()]).toEqual([true, []]);
    const image = page.querySelector('img');
    if (image === null) throw new Error('no first image');
    FakePaintObserver.present(image);
    vi.advanceTimersByTime(1);
    expect([imagesHeld(), started()]).toEqual([false, ['import "/assets/home-1.js";']]);
  });

  it('lets the lazy images go without the report when the first image is not the largest paint', () => {
    FakePaintObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    const { page, imagesHeld, imageArrives } = loadPage({ firstImage: true, paintTiming: true });
    FakePaintObserver.present(page.createElement('h1'));
    imageArrives('load');
    vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 1);
    expect(imagesHeld()).toBe(true);
    vi.advanceTimersByTime(2);
    expect(imagesHeld()).toBe(false);
  });

  it('lets the lazy images go when the first image fails', () => {
    const { imagesHeld, imageArrives } = loadPage({ firstImage: true });
    imageArrives('error');
    vi.advanceTimersByTime(1);
    expect(imagesHeld()).toBe(false);
  });

  it('holds nothing on a page without a first image, and lets the images go when the app starts early', () => {
    expect(loadPage().imagesHeld()).toBe(false);
    const early = loadPage({ firstImage: true });
    early.page.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect([early.imagesHeld(), early.started()]).toEqual([false, ['import "/assets/home-1.js";']]);
  });

  it('starts the app after 5 s when the page never finishes loading', () => {
    const { started } = loadPage();
    vi.advanceTimersByTime(4999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(1);
  });
});
