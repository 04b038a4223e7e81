// Site pipeline steps (site-builder/compile/site-pipeline.ts), the first two of each prerendered page's rewrite:
// they make the page's first paint depend on its HTML alone.
//
// 1. The stylesheet is inlined, cut to the rules the page's HTML can use (page-stylesheet.ts). It is
//    the only file the first paint waits for; inline, a phone paints after the HTML instead of one
//    more round trip later (about 5 kB gzipped instead of 7). The loader below adds the whole file
//    before the app starts.
// 2. The JavaScript waits for the page to have loaded and painted. React Router writes
//    <link rel="modulepreload"> tags for the framework and route chunks (about 140 kB) and an inline
//    module script that imports them; on a phone those downloads would share the bandwidth with the
//    largest image. The preload tags become inert hints, the module script too, and a static loader (its
//    sha256 never changes, for a Content-Security-Policy with hashes) runs it after the `load` event
//    and the first contentful paint, at once when the visitor touches the page or presses a key
//    before that, and after 5 s at the latest; a button pressed before the app runs is pressed again
//    once it does, and no form is submitted natively (Enter in the search box); what is typed in the
//    search box stays there and is searched once the app runs (features/filters/search-box.tsx). A
//    home opened from a shared filtered link starts at once: its prerendered list is hidden (features/filters/shared-filter-script.ts) and only the app can show the results;
//    a shared search link first shows its early results (app/early-search.ts, asked for from <head> by
//    earlySearchHint) and starts the app once they are on screen.
//    "Starts" means the whole stylesheet and every chunk of the hints are asked for then, at once, and
//    the JavaScript runs once the stylesheet has come (3 s at the most). A disclosure button (the
//    'Categorias' menu: aria-expanded, aria-controls) opens and closes its list at once before the
//    app runs, so its links can be followed; the app adopts the state it finds (category-menu.tsx).
// 3. The first image (fetched at high priority: the largest paint on a phone) comes before everything
//    else the page asks for. A script in <head> adds IMAGES_HELD_CLASS to <html> before any image is
//    parsed; the lazy product images below it then wait, hidden in their boxes (app/config/page-markers.ts),
//    instead of sharing the phone's bandwidth with it. The loader removes the class once the browser
//    reports that image on screen (below), when it fails, or when the app starts, whichever comes
//    first; and the app starts only after that image too, never while it is still arriving.
import {
  EARLY_RESULTS_ATTRIBUTE,
  EARLY_RESULTS_EVENT,
  EARLY_SEARCH_CLASS,
  IMAGES_HELD_CLASS,
  LEAVING_FOR_CATEGORY_PAGE_CLASS,
  SHARED_FILTER_CLASS,
} from '../../app/config/page-markers.ts';
import { SEARCH_META_PATH, searchTermsPath } from '../../app/config/paths.ts';
import { minifiedScript } from './minified-script.ts';

/**
 * Script text: preloads, for the address's search (`q`), the search index's first files: its meta
 * file and the vocabulary fragments of the first two letters of each word of three letters or more
 * (app/wordpress/search/search-fragments.ts). The search's code then finds them fetched.
 */
const PRELOAD_SEARCH =
  "var q=(new URLSearchParams(location.search).get('q')||'').normalize('NFD').replace(/\\p{Diacritic}/gu,'').toLowerCase();" +
  `var paths=[${JSON.stringify(SEARCH_META_PATH)}];` +
  '(q.match(/[\\p{L}\\p{N}]+/gu)||[]).forEach(function(word){if(word.length<3)return;' +
  'for(var i=0;i<2;i++){var c=word.charAt(i),path=' +
  `${JSON.stringify(searchTermsPath('@'))}.replace('@',/^[a-z0-9]$/.test(c)?c:'_');` +
  'if(paths.indexOf(path)<0)paths.push(path)}});' +
  "paths.forEach(function(href){var hint=document.createElement('link');hint.rel='preload';hint.as='fetch';" +
  "hint.crossOrigin='anonymous';hint.href=href;document.head.appendChild(hint)});";

/** The type that keeps React Router's inline module script from running until the loader copies it. */
export const DEFERRED_TYPE = 'text/x-deferred-module';

/** Holds the lazy product images until the loader lets them go (step 3). */
export const HOLD_IMAGES_SCRIPT = `document.documentElement.classList.add('${IMAGES_HELD_CLASS}')`;
/** The rel of React Router's module preloads until the loader starts the app: a browser ignores it. */
export const DEFERRED_PRELOAD_REL = 'x-deferred-modulepreload';

/** The longest the loader waits, after the first image is decoded, for the browser to report it on screen. */
export const LARGEST_PAINT_WAIT_MS = 300;

/** Minified as it is written into every page (1.3 kB gzip instead of 1.4: see page-policy.ts on the first round trip). */
export const LOADER_SCRIPT = minifiedScript(
  // A home whose <head> is sending a `?categoria=` address to the category's page starts nothing.
  `(function(){if(document.documentElement.classList.contains('${LEAVING_FOR_CATEGORY_PAGE_CLASS}'))return;` +
    'var started=false,ran=false,pending=null,tries=0,released=false;' +
    `function release(){if(released)return;released=true;document.documentElement.classList.remove('${IMAGES_HELD_CLASS}')}` +
    // The page's first image is on screen once the browser reports it as the largest paint, which it does
    // after the frame is shown. A frame callback alone can run before that: the lazy images and the app's
    // downloads then started before the image's paint in some runs, and Lighthouse counted them in its
    // cost. A browser without these reports waits a frame; a page whose first image is not its largest
    // paint (a wide screen), LARGEST_PAINT_WAIT_MS. A page without an image waits for nothing.
    'function afterFirstImage(then){var image=document.querySelector(\'img[fetchpriority="high"]\');' +
    'function painted(){var Observer=window.PerformanceObserver,done=false,observer=null;' +
    'function shown(){if(done)return;done=true;if(observer)observer.disconnect();setTimeout(then,0)}' +
    "if(!Observer||!Observer.supportedEntryTypes||Observer.supportedEntryTypes.indexOf('largest-contentful-paint')<0){" +
    'requestAnimationFrame(shown);return}' +
    'observer=new Observer(function(list){if(list.getEntries().some(function(entry){return entry.element===image}))shown()});' +
    `observer.observe({type:'largest-contentful-paint',buffered:true});setTimeout(shown,${LARGEST_PAINT_WAIT_MS})}` +
    'if(!image){then();return}' +
    'if(image.complete){if(image.decode)image.decode().then(painted,painted);else painted();return}' +
    "image.addEventListener('load',function(){afterFirstImage(then)},{once:true});" +
    "image.addEventListener('error',function(){then()},{once:true})}" +
    // The page's <style> holds only the rules its HTML uses: the whole stylesheet comes first (or
    // fails, or takes over 3 s), so that what the app renders next is styled. A failed one is asked
    // for once more, as the app runs: the pages it shows next have no inline rules of their own.
    'function start(){if(started)return;started=true;release();' +
    // A shared search link needs the search index's first files before its results: asked for with the
    // app's chunks, not after the app has hydrated (the app's fetch then finds them preloaded).
    `if((new URLSearchParams(location.search).get('q')||'').trim()){${PRELOAD_SEARCH}}` +
    // The chunks the module script imports, in parallel with the stylesheet instead of one level of
    // imports at a time after it.
    `document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(hint){` +
    "var link=document.createElement('link');link.rel='modulepreload';link.href=hint.getAttribute('href');" +
    'document.head.appendChild(link)});' +
    "var inline=document.querySelector('style[data-href]');if(!inline){run();return}" +
    "var link=document.createElement('link');link.rel='stylesheet';link.href=inline.getAttribute('data-href');" +
    'link.onload=run;link.onerror=function(){run();document.head.appendChild(link.cloneNode())};' +
    'setTimeout(run,3000);document.head.appendChild(link)}' +
    'function run(){if(ran)return;ran=true;' +
    `document.querySelectorAll('script[type="${DEFERRED_TYPE}"]').forEach(function(inert){` +
    "var script=document.createElement('script');script.type='module';script.textContent=inert.textContent;" +
    'document.body.appendChild(script)})}' +
    // A button pressed before the app runs is pressed again once React Router has started (React then
    // hydrates it at once and handles the click); links work without the app. A disclosure button
    // shows or hides its list at once instead (not pressed again: the app takes the list as it is).
    'function replay(){if(window.__reactRouterDataRouter){var button=pending;pending=null;setTimeout(function(){button.click()},0)}' +
    'else if(++tries<200)setTimeout(replay,50)}' +
    "addEventListener('click',function(event){if(window.__reactRouterDataRouter||!(event.target instanceof Element))return;" +
    "var button=event.target.closest('button');if(!button)return;" +
    "var list=button.hasAttribute('aria-expanded')&&document.getElementById(button.getAttribute('aria-controls'));" +
    "if(list){list.hidden=!list.hidden;button.setAttribute('aria-expanded',String(!list.hidden));start();return}" +
    'var first=pending===null;pending=button;start();if(first)replay()},true);' +
    // Every form of the site is handled by the app (the page's policy has form-action 'none'): before
    // the app runs, Enter in a field would submit it natively (to '/?'), a blocked navigation. The app's
    // own submit handlers still run; a pressed submit button is replayed above.
    "addEventListener('submit',function(event){event.preventDefault()},true);" +
    // The first contentful paint is reported once the frame is on screen; a frame callback alone can run
    // before it, and Lighthouse then counts the app's downloads and start-up in the first paint's cost.
    'function afterPaint(){afterFirstImage(afterContentfulPaint)}' +
    'function afterContentfulPaint(){var Observer=window.PerformanceObserver;' +
    "if(Observer&&Observer.supportedEntryTypes&&Observer.supportedEntryTypes.indexOf('paint')>=0){" +
    "var observer=new Observer(function(list){if(list.getEntriesByName('first-contentful-paint').length){" +
    "observer.disconnect();setTimeout(start,0)}});observer.observe({type:'paint',buffered:true})}" +
    'else requestAnimationFrame(function(){setTimeout(start,0)})}' +
    // On a shared search link the page's first image is in the hidden list: the lazy images wait for the
    // early results' first image, then for the app (start).
    `if(!document.documentElement.classList.contains('${EARLY_SEARCH_CLASS}'))afterFirstImage(release);` +
    // A shared search link's app waits for its early results instead (below): after the load event alone it
    // could start while their first image is still arriving.
    `if(!document.documentElement.classList.contains('${EARLY_SEARCH_CLASS}')){` +
    "if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true})}" +
    // A key, a touch, a focus or text put in a field (a paste, a keyboard's suggestion) starts the app at once.
    "['pointerdown','keydown','focusin','input'].forEach(function(type){addEventListener(type,start,{once:true,capture:true})});" +
    // A shared search link's early results (earlySearchHint) come first: the app starts once they are on
    // screen (or the script has nothing to show), and after 3 s without them.
    `if(document.documentElement.classList.contains('${EARLY_SEARCH_CLASS}')){document.addEventListener('${EARLY_RESULTS_EVENT}',start,{once:true});setTimeout(start,3000)}` +
    `else if(document.documentElement.classList.contains('${SHARED_FILTER_CLASS}'))start();` +
    'setTimeout(start,5000)})()',
);

/**
 * On a page with an early results container (the home), from <head>, after the shared-filter script: on
 * a shared search link, asks at once for the early search script (`src`) and the search index's first
 * files, so that none waits for the end of the HTML or for the app (the app's fetches then find them too).
 */
export function earlySearchHint(src: string): string {
  return (
    "(function(){if(location.pathname!=='/'||!(new URLSearchParams(location.search).get('q')||'').trim()" +
    `||document.documentElement.classList.contains('${LEAVING_FOR_CATEGORY_PAGE_CLASS}'))return;` +
    `document.documentElement.classList.add('${EARLY_SEARCH_CLASS}');` +
    PRELOAD_SEARCH +
    `var script=document.createElement('script');script.type='module';script.src=${JSON.stringify(src)};` +
    'document.head.appendChild(script)})()'
  );
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/**
 * React's placeholder for a part it sent after the shell (and its script to move it into place): a
 * page must be written whole, without them (app/entry.server.tsx says why).
 */
const STREAMED_LATER = /<template id="B:[^"]*"><\/template>/;
const MODULE_SCRIPT = '<script type="module" async="">';
/** The app stylesheet as React writes it (root.tsx renders it with a precedence, server side only). */
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="([^"]+)"\/>/;

/** Thrown when React Router's or React's output no longer has the shape these rewrites expect. */
class PrerenderedHtmlError extends Error {
  override name = 'PrerenderedHtmlError';
}

/**
 * Makes React Router's module script and its module preloads wait for the loader, and holds the
 * lazy product images until the loader lets them go. A page with an early results container asks
 * for the early search script (`earlySearch`, its address) on a shared search link.
 */
export function deferModuleScripts(html: string, page: string, earlySearch: string): string {
  const scripts = html.split(MODULE_SCRIPT).length - 1;
  if (scripts !== 1) {
    throw new PrerenderedHtmlError(`${page}: expected one React Router module script, found ${scripts}`);
  }
  if (!html.includes('</body>')) throw new PrerenderedHtmlError(`${page}: no </body>`);
  if (STREAMED_LATER.test(html)) {
    throw new PrerenderedHtmlError(
      `${page}: rendered in parts (React's streaming); app/entry.server.tsx waits for all of it`,
    );
  }
  if (!html.includes('</head>')) throw new PrerenderedHtmlError(`${page}: no </head>`);
  if (/<\/script/i.test(earlySearch) || earlySearch.includes('"')) {
    throw new PrerenderedHtmlError(`${earlySearch} cannot be written in a script`);
  }
  const earlyHint = html.includes(`${EARLY_RESULTS_ATTRIBUTE}=""`)
    ? `<script>${earlySearchHint(earlySearch)}</script>`
    : '';
  return html
    .replace(MODULE_PRELOAD, (tag) => tag.replace('rel="modulepreload"', `rel="${DEFERRED_PRELOAD_REL}"`))
    .replace(MODULE_SCRIPT, `<script type="${DEFERRED_TYPE}">`)
    .replace('</head>', () => `<script>${HOLD_IMAGES_SCRIPT}</script>${earlyHint}</head>`)
    .replace('</body>', `<script>${LOADER_SCRIPT}</script></body>`);
}

/**
 * Replaces the app stylesheet link by a <style> with what `stylesheetFor` gives for the file
 * (React keeps it on hydration); `data-href` tells the loader which file to add.
 */
export function inlineStylesheet(html: string, page: string, stylesheetFor: (href: string) => string): string {
  const link = STYLESHEET.exec(html);
  if (link === null) throw new PrerenderedHtmlError(`${page}: no app stylesheet link`);
  const [tag, href = '', precedence = ''] = link;
  const css = stylesheetFor(href);
  if (/<\/style/i.test(css)) throw new PrerenderedHtmlError(`${href} cannot be inlined: it contains </style`);
  return html.replace(tag, () => `<style data-precedence="${precedence}" data-href="${href}">${css}</style>`);
}
