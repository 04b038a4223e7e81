// Cloudflare Pages' Function for a build whose product pages are packed (PACK_PRODUCT_PAGES=1,
// docs/deployment.md#cloudflare-pages): the build compiles it into `_worker.js`, and `_routes.json`
// hands it `/product/*` only, so every other address stays a free static request. It answers a
// product's address with its prerendered page out of the page's pack, and anything else under
// `/product/` as the static rules do: the SPA fallback with status 200 (a product newer than the build).
// Pages applies `_headers` to static files only, so the Function sends the site's headers itself.
import { decodePack, isPack, packOf, packPath } from './product-page-pack.ts';

/** The site's security headers (the `_headers` file's `/*` rule), set by the compile. */
declare const __PAGE_HEADERS__: Record<string, string>;
/** The SPA fallback's address as the host serves it (Pages drops `.html`), set by the compile. */
declare const __SPA_FALLBACK__: string;

interface Env {
  ASSETS: { fetch: (input: URL | Request) => Promise<Response> };
}

/** A product's address, as its links, canonical tag and sitemap give it, or with a folder's slash. */
const PRODUCT_ADDRESS = /^\/product\/([1-9]\d{0,14})(\/?)$/;

/** Browsers ask again for a page on every visit, with its ETag: as Pages does for its own HTML files. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

function headers(extra: Record<string, string>): Headers {
  return new Headers({ ...__PAGE_HEADERS__, ...extra });
}

function matchesEtag(request: Request, etag: string): boolean {
  const asked = request.headers.get('If-None-Match');
  if (asked === null) return false;
  return asked.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

async function packedPage(request: Request, env: Env, url: URL, id: number): Promise<Response | null> {
  const pack = await env.ASSETS.fetch(new URL(packPath(packOf(id)), url));
  if (pack.status === 404) return null;
  if (!pack.ok) throw new Error(`the pack of product ${id} answered ${pack.status}`);
  const bytes = new Uint8Array(await pack.arrayBuffer());
  // No pack for this range: the host answers with its fallback page.
  if (!isPack(bytes)) return null;
  const page = decodePack(bytes).get(id);
  if (page === undefined) return null;
  const pageHeaders = headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': PAGE_CACHE_CONTROL,
    ETag: page.etag,
  });
  if (matchesEtag(request, page.etag)) return new Response(null, { status: 304, headers: pageHeaders });
  const html = new Blob([page.gzip.slice()]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(request.method === 'HEAD' ? null : html, { headers: pageHeaders });
}

/** What the static rules answer for an address the build did not write under `/product/`. */
async function spaFallback(env: Env, url: URL): Promise<Response> {
  const fallback = await env.ASSETS.fetch(new URL(__SPA_FALLBACK__, url));
  if (!fallback.ok) throw new Error(`the SPA fallback answered ${fallback.status}`);
  return new Response(fallback.body, {
    headers: headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL }),
  });
}

async function handle(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/product/')) return env.ASSETS.fetch(request);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: headers({ Allow: 'GET, HEAD' }) });
  }
  const product = PRODUCT_ADDRESS.exec(url.pathname);
  if (product === null) return spaFallback(env, url);
  // One address a page, as Pages does for a page file: the one its links and canonical tag give.
  if (product[2] === '/') {
    const location = `${url.origin}${url.pathname.slice(0, -1)}${url.search}`;
    return new Response(null, { status: 308, headers: headers({ Location: location }) });
  }
  try {
    return (await packedPage(request, env, url, Number(product[1]))) ?? (await spaFallback(env, url));
  } catch (error) {
    // A pack that cannot be read: the fallback page still shows the product, from WordPress.
    console.error(`product ${product[1]}: ${error instanceof Error ? error.message : String(error)}`);
    return spaFallback(env, url);
  }
}

export default { fetch: handle };
