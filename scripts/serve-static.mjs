// Serves the built site (<build dir>/client) the way a static host should, with sirv (the files) on
// node:http, 127.0.0.1 only:
// - files as they are (`/x` answers x, x.html or x/index.html);
// - unknown paths get the SPA fallback page (__spa-fallback.html): status 200 for /product/* and
//   /categoria/*, which may be newer than the build; 404 elsewhere, where the page shows 'Oops! Page not found'. Never
//   for /assets/*, *.data or any path with an extension: those get a plain 404;
// - the host's own files, _headers and _redirects, are never served;
// - Cache-Control: a year, immutable, for /assets/ and /pictures/ (hashed names); no-cache for everything else;
// - the rules of the build's _headers (Netlify / Cloudflare Pages format) on every response, so local
//   use and the browser tests run under the site's security headers.
// Usage: node scripts/serve-static.mjs [port] [build dir] [--compress] [--proxy-uploads=<WordPress address>]
//   port: PORT env also works; default 4173
//   build dir: the React Router build directory, relative to the current directory; default `build`
//   (the end-to-end tests serve build-e2e-live and build-e2e-sample side by side)
//   --compress: compress text responses as a production static host does (the `compression`
//   middleware): brotli at quality 4 when the browser accepts it (Chromium asks for it over HTTPS only),
//   as Cloudflare compresses on the fly, else gzip at level 9; the benchmarks use it
//   --proxy-uploads=<WordPress address>: answer /wp-content/uploads/* from that WordPress, as the host
//   rule for VITE_IMAGES_FROM_SITE does (see the README)
import { existsSync, readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import compression from 'compression';
import sirv from 'sirv';

function usage(message) {
  console.error(
    `${message}\nUsage: node scripts/serve-static.mjs [port] [build dir] [--compress] [--proxy-uploads=<WordPress address>]`,
  );
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    strict: true,
    options: { compress: { type: 'boolean', default: false }, 'proxy-uploads': { type: 'string' } },
  });
} catch (error) {
  usage(error.message);
}
const { compress: compressResponses, 'proxy-uploads': uploadsOrigin } = args.values;
if (args.positionals.length > 2) usage(`Too many arguments: ${args.positionals.join(' ')}`);
const [portArg, buildDir = 'build'] = args.positionals;
const port = Number(portArg ?? process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 1 || port > 65535) usage(`Not a TCP port: ${portArg ?? process.env.PORT}`);
if (uploadsOrigin !== undefined && !URL.canParse(uploadsOrigin)) usage(`Not an address: ${uploadsOrigin}`);

const root = resolve(process.cwd(), buildDir, 'client');
const fallback = ['__spa-fallback.html', 'index.html'].map((name) => join(root, name)).find((file) => existsSync(file));
if (!fallback) {
  console.error(`No build found in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

/** Paths the app can render although no file was written for them at build time. */
const APP_PATH = /^\/(product|categoria)\/[^/]+\/?$/;
/** Host configuration files, never served. */
const HOST_FILES = new Set(['/_headers', '/_redirects']);
const UPLOADS = /^\/wp-content\/uploads\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content types by extension, text in UTF-8 (anything else: sirv's guess, or application/octet-stream). */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.data': 'application/octet-stream',
};

/**
 * The rules of the build's `_headers` file (Netlify / Cloudflare Pages format): a line with a path
 * starts a block, and the indented `Name: value` lines below it are its headers. In a path, `*`
 * matches anything (slashes included) and `:name` one path segment.
 */
function readHeaderRules(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  let rule = null;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rule = { path: pathPattern(text), headers: [] };
      rules.push(rule);
      continue;
    }
    const colon = text.indexOf(':');
    if (rule !== null && colon > 0) rule.headers.push([text.slice(0, colon).trim(), text.slice(colon + 1).trim()]);
  }
  return rules;
}

function pathPattern(path) {
  // A rule for a whole address (https://host/...) is for another host name: it never matches here.
  if (!path.startsWith('/')) return /$^/;
  const source = path
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (/^:[A-Za-z_]/.test(part)) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const headerRules = readHeaderRules(join(root, '_headers'));

/** Sets the headers of every rule that matches the path; a header set by several rules gets all their values. */
function setRuleHeaders(response, pathname) {
  const values = new Map();
  for (const rule of headerRules) {
    if (!rule.path.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const [spelling, previous] = values.get(key) ?? [name, null];
      values.set(key, [spelling, previous === null ? value : `${previous}, ${value}`]);
    }
  }
  for (const [name, value] of values.values()) response.setHeader(name, value);
}

/** True for the host files, however the path spells them (sirv decodes %-escapes and drops a final slash). */
function isHostFile(url, pathname) {
  let raw = url.split(/[?#]/)[0];
  try {
    raw = decodeURI(raw);
  } catch {
    // a malformed escape names no file
  }
  return HOST_FILES.has(pathname) || HOST_FILES.has(raw.replace(/\/+$/, ''));
}

const files = sirv(root, {
  dev: false,
  etag: true,
  extensions: ['html'],
  setHeaders(response, pathname) {
    // Hashed names: the app's assets and the build's copies of the pictures.
    const hashed = pathname.startsWith('/assets/') || pathname.startsWith('/pictures/');
    response.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    const type = TYPES[extname(pathname)];
    if (type !== undefined) response.setHeader('Content-Type', type);
  },
});

/** Unknown paths: the SPA fallback page, or a plain 404 for what only a file can answer. */
function notFound(request, response, pathname) {
  const isAsset = pathname.startsWith('/assets/') || pathname.endsWith('.data') || extname(pathname) !== '';
  if (isAsset) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const body = readFileSync(fallback);
  response.writeHead(APP_PATH.test(pathname) ? 200 : 404, {
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'no-cache',
    'Content-Length': body.length,
  });
  response.end(body);
}

/**
 * Text responses compressed, as a host does; never a range (its Content-Range names the plain bytes).
 * `level` is gzip's; brotli keeps the middleware's quality 4, close to what a CDN uses on the fly.
 */
const compress = compressResponses
  ? compression({
      level: 9,
      threshold: 0,
      filter: (request, response) => !request.headers.range && compression.filter(request, response),
    })
  : (request, response, next) => next();

const upstream = new Agent({ keepAlive: true });
/** Uploads already fetched from WordPress: a host's CDN keeps them as long as WordPress allows. */
const uploadsCache = new Map();

/** Answers an uploads request from WordPress (or from the cache), headers included. */
function proxyUpload(request, response) {
  const cached = uploadsCache.get(request.url);
  if (cached && cached.expires > Date.now()) {
    response.writeHead(200, cached.headers);
    response.end(request.method === 'HEAD' ? undefined : cached.body);
    return;
  }
  const outgoing = httpRequest(
    new URL(request.url ?? '/', uploadsOrigin),
    { method: request.method, agent: upstream, timeout: 30_000 },
    (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const maxAge = Number(/max-age=(\d+)/.exec(answer.headers['cache-control'] ?? '')?.[1] ?? 0);
        if (answer.statusCode === 200 && request.method === 'GET' && maxAge > 0) {
          uploadsCache.set(request.url, { headers: answer.headers, body, expires: Date.now() + maxAge * 1000 });
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        response.end(body);
      });
    },
  );
  outgoing.on('timeout', () => outgoing.destroy(new Error('WordPress did not answer')));
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Bad gateway');
  });
  outgoing.end();
}

createServer((request, response) => {
  let pathname;
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    response.writeHead(400).end();
    return;
  }
  // The uploads pass through with WordPress's own headers, as a host's proxy rule does.
  if (uploadsOrigin && UPLOADS.test(pathname)) return proxyUpload(request, response);
  setRuleHeaders(response, pathname);
  compress(request, response, () => {
    if (isHostFile(request.url ?? '/', pathname)) return notFound(request, response, pathname);
    files(request, response, () => notFound(request, response, pathname));
  });
}).listen(port, '127.0.0.1', () => {
  console.log(
    `Site served at http://127.0.0.1:${port}/ from ${root}${compressResponses ? ' (compressed: brotli or gzip)' : ''}`,
  );
});
