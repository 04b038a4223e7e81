import { describe, expect, it, vi } from 'vitest';

import { EARLY_EMPTY_CLASS, EARLY_RESULTS_ATTRIBUTE, SHARED_FILTER_CLASS } from '../../app/config/page-markers';
import {
  pageClasses,
  pageElements,
  PageStylesheets,
  pruneStylesheet as pruneFor,
  stylesheetTargets,
} from './page-stylesheet';

/** Vite's default `build.cssTarget` ("baseline widely available"), as the build resolves it. */
const VITE_CSS_TARGET = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];
const targets = stylesheetTargets(VITE_CSS_TARGET);
/** The elements of a small page: most tests are about classes. */
const SMALL_PAGE = pageElements('<html><body><main><p><a href="/">x</a></p></main></body></html>');
const pruneStylesheet = (css: string, classes: ReadonlySet<string>, elements: ReadonlySet<string> = SMALL_PAGE) =>
  pruneFor(css, { classes, elements }, targets);

const classes = (...names: string[]) => new Set(names);

describe('pageClasses', () => {
  it('reads every class attribute as the browser does, entities decoded', () => {
    const html = '<div class="flex  gap-2"><p class="[&amp;&gt;a]:underline md:grid">x</p><img class="">';
    expect([...pageClasses(html, [])].sort()).toEqual(['[&>a]:underline', 'flex', 'gap-2', 'md:grid']);
  });

  it('counts the class the shared-filter script adds to <html> before the first paint', () => {
    expect(pageClasses('<main></main>').has(SHARED_FILTER_CLASS)).toBe(true);
  });

  it("counts the empty state's classes on a page the early search script may draw it in (no shift when the stylesheet comes)", () => {
    const home = pageClasses(`<main><div ${EARLY_RESULTS_ATTRIBUTE}="" class="absolute"></div></main>`);
    expect(home.has('border-dashed')).toBe(true);
    expect(home.has('py-16')).toBe(true);
    expect(home.has(EARLY_EMPTY_CLASS)).toBe(true);
    expect(pageClasses('<main><div class="absolute"></div></main>').has('py-16')).toBe(false);
  });
});

describe('pageElements', () => {
  it('reads every element name of the page, in lower case, SVG ones included', () => {
    const html = '<!DOCTYPE html><HTML><body><svg><path d=""/></svg><p>a < b</p><br/></body></HTML>';
    expect([...pageElements(html)].sort()).toEqual(['body', 'br', 'html', 'p', 'path', 'svg']);
  });
});

describe('pruneStylesheet', () => {
  it('drops the base rules of elements the page does not have, and keeps a rule one of whose elements it has', () => {
    const css = 'hr{height:0}table{border-collapse:collapse}sub,sup{font-size:75%}p{margin:0}';
    expect(pruneStylesheet(css, classes(), pageElements('<p>x<sup>2</sup></p>'))).toBe(
      'sub,sup{font-size:75%}p{margin:0}',
    );
  });

  it('does not ask for the elements under :not(), nor for pseudo-elements', () => {
    const css = ':-moz-focusring:where(:not(iframe)){outline:auto}::placeholder{opacity:1}a:not(svg){color:red}';
    expect(pruneStylesheet(css, classes())).toBe(css);
  });

  it('drops the rules of classes the page does not use, inside media queries too', () => {
    const css =
      '.flex{display:flex}.grid{display:grid}@media (width>=48rem){.md\\:grid{display:grid}}' +
      '@supports (display:grid){@media (width>=64rem){.lg\\:grid{display:grid}}}';
    expect(pruneStylesheet(css, classes('flex'))).toBe('.flex{display:flex}');
  });

  it('keeps the rules of the classes it uses, with their escapes, variants and states', () => {
    const css = '@media (width>=48rem){.md\\:grid{display:grid}}.hover\\:underline:hover{text-decoration:underline}';
    expect(pruneStylesheet(css, classes('md:grid', 'hover:underline'))).toBe(css);
  });

  it('keeps the vendor prefixes the built file has for older Safari', () => {
    const css = '.backdrop-blur{-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px)}';
    expect(pruneStylesheet(css, classes('backdrop-blur'))).toBe(css);
  });

  it('keeps rules that name no class, and a rule with one selector that can match', () => {
    const css = 'p{margin:0}[hidden]{display:none}.absent,.flex{display:flex}';
    expect(pruneStylesheet(css, classes('flex'))).toBe(css);
  });

  it('reads :where(), :is() and :has() by their branches, and :not() as asking for nothing', () => {
    const css = [
      ':where(.space-y-2>:not(:last-child)){margin-bottom:0}',
      ':is(.absent,.flex) a{color:red}',
      '.card:has(.badge){padding:0}',
      '.card:not(.selected){opacity:.5}',
    ].join('');
    expect(pruneStylesheet(css, classes('flex', 'card'))).toBe(
      ':is(.absent,.flex) a{color:red}.card:not(.selected){opacity:.5}',
    );
    expect(pruneStylesheet(css, classes('space-y-2', 'card', 'badge'))).toBe(
      ':where(.space-y-2>:not(:last-child)){margin-bottom:0}.card:has(.badge){padding:0}.card:not(.selected){opacity:.5}',
    );
  });

  it('drops the custom properties nothing left reads, with their @property rules', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-blur{syntax:"*";inherits:false}' +
      ':root{--color-slate-900:#0f172a;--color-red-600:#dc2626;--default-font:var(--font-sans);--font-sans:system-ui}' +
      '*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}' +
      'html{font-family:var(--default-font,sans-serif)}' +
      '.shadow{--tw-shadow-color:var(--color-slate-900);box-shadow:var(--tw-shadow)}' +
      '.blur{filter:var(--tw-blur)}.text-red{color:var(--color-red-600)}';
    expect(pruneStylesheet(css, classes('shadow'))).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        ':root{--default-font:var(--font-sans);--font-sans:system-ui}*,:before{--tw-shadow:0 0 #0000}' +
        'html{font-family:var(--default-font,sans-serif)}.shadow{box-shadow:var(--tw-shadow)}',
    );
  });

  it('keeps the properties the parser does not know, and the custom properties they read', () => {
    const css = ':root{--lines:2}.line-clamp-2{-webkit-line-clamp:2;x-lines:var(--lines);-webkit-box-orient:vertical}';
    expect(pruneStylesheet(css, classes('line-clamp-2'))).toBe(css);
  });

  it('keeps a custom property read in a fallback or inside a function', () => {
    const css =
      ':root{--a:1px;--b:2px;--c:red}.x{margin:calc(var(--a) * 2);color:color-mix(in oklab,var(--z,var(--c)) 50%,transparent)}';
    expect(pruneStylesheet(css, classes('x'))).toContain(':root{--a:1px;--c:red}');
  });

  it('keeps what the shared-filter script relies on', () => {
    const css = `.${SHARED_FILTER_CLASS} [data-unfiltered-prerender]{visibility:hidden}`;
    expect(pruneStylesheet(css, pageClasses('<main data-unfiltered-prerender></main>'))).toBe(css);
  });

  it('keeps the layout of an early empty state on a page the early search script may draw it in, and only there', () => {
    const css = `.${EARLY_EMPTY_CLASS} [data-unfiltered-prerender] [${EARLY_RESULTS_ATTRIBUTE}]{position:static}`;
    const home = `<main data-unfiltered-prerender><div ${EARLY_RESULTS_ATTRIBUTE}=""></div></main>`;
    expect(pruneStylesheet(css, pageClasses(home))).toBe(css);
    expect(pruneStylesheet(css, pageClasses('<main data-unfiltered-prerender></main>'))).toBe('');
  });
});

describe('stylesheetTargets', () => {
  it("reads Vite's CSS target as lightningcss wants it, leaving out what is not a browser", () => {
    expect(stylesheetTargets([...VITE_CSS_TARGET, 'es2020'])).toEqual({
      chrome: 111 << 16,
      edge: 111 << 16,
      firefox: 114 << 16,
      safari: (16 << 16) | (4 << 8),
      ios_saf: (16 << 16) | (4 << 8),
    });
    expect(stylesheetTargets(false)).toEqual({});
  });
});

describe('PageStylesheets', () => {
  it('prunes once for pages with the same classes, and reads the file once', () => {
    const readFile = vi.fn(() => '.a{color:red}.b{color:blue}');
    const stylesheets = new PageStylesheets(readFile, targets);
    expect(stylesheets.for('/app.css', '<p class="a">1</p>')).toBe('.a{color:red}');
    expect(stylesheets.for('/app.css', '<p class="a">2</p>')).toBe('.a{color:red}');
    expect(stylesheets.for('/app.css', '<p class="b">3</p>')).toBe('.b{color:#00f}');
    expect(stylesheets.variants).toBe(2);
    expect(readFile).toHaveBeenCalledTimes(1);
  });

  it('tells pages apart by their elements', () => {
    const stylesheets = new PageStylesheets(() => 'p{margin:0}table{border-collapse:collapse}', targets);
    expect(stylesheets.for('/app.css', '<p class="a">1</p>')).toBe('p{margin:0}');
    expect(stylesheets.for('/app.css', '<p class="a">1</p><table></table>')).toBe(
      'p{margin:0}table{border-collapse:collapse}',
    );
  });

  it('tells pages apart by every class they use, whatever their order or the text around', () => {
    const stylesheets = new PageStylesheets(() => '.a{color:red}.b{color:blue}.c{color:green}', targets);
    expect(stylesheets.for('/app.css', '<p class="a">1</p><p class="b">x</p>')).toBe('.a{color:red}.b{color:#00f}');
    expect(stylesheets.for('/app.css', '<p class="b">class="c"</p><i class="a"></i>')).toBe(
      '.a{color:red}.b{color:#00f}',
    );
    expect(stylesheets.for('/app.css', '<p class="a">1</p><p class="b">x</p><svg class="c"></svg>')).toBe(
      '.a{color:red}.b{color:#00f}.c{color:green}',
    );
  });
});
