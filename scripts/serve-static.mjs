// Serves the built site (<build dir>/client) the way a static host should: files as they are, and the
// SPA fallback page for unknown paths (status 200 for /product/*, which may be newer than the build;
// 404 elsewhere, where the page shows 'Oops! Page not found'), never for assets or .data requests.
// Usage: node scripts/serve-static.mjs [port] [build dir] [--gzip]
//   port: PORT env also works; default 4173, 127.0.0.1 only
//   build dir: the React Router build directory, relative to the current directory; default `build`
//   (the end-to-end tests serve build-e2e-live and build-e2e-sample side by side)
//   --gzip: compress text files as a production static host does (the benchmark uses it)
//   --proxy-uploads=<WordPress address>: answer /wp-content/uploads/* from that WordPress, as the host
//   rule for VITE_IMAGES_FROM_SITE does (see the README)
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzip = process.argv.includes('--gzip');
const uploadsOrigin = process.argv.find((arg) => arg.startsWith('--proxy-uploads='))?.slice('--proxy-uploads='.length);
const UPLOADS = /^\/wp-content\/uploads\//;
const upstream = new Agent({ keepAlive: true });
const [portArg, buildDirArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const buildDir = buildDirArg ?? 'build';
const root = resolve(process.cwd(), buildDir, 'client');
const port = Number(portArg ?? process.env.PORT ?? 4173);
/** Paths the app can render although no file was written for them at build time. */
const APP_PATH = /^\/product\/[^/]+\/?$/;
const fallback = ['__spa-fallback.html', 'index.html'].map((name) => join(root, name)).find((file) => existsSync(file));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

function resolveFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null; // malformed %-escape: never a file (and must not crash the server)
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const file of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
/** Compressed bodies by file: a static host compresses each file once, not per request. */
const compressed = new Map();

function send(request, response, status, file) {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${sep}assets${sep}`);
  const headers = {
    ...securityHeaders,
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (gzip && COMPRESSIBLE.test(type)) {
    headers.Vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const key = `${file}:${statSync(file).mtimeMs}`;
      if (!compressed.has(key)) compressed.set(key, gzipSync(readFileSync(file), { level: 9 }));
      const body = compressed.get(key);
      response.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  response.writeHead(status, headers);
  createReadStream(file).pipe(response);
}

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

if (!fallback) {
  console.error(`No build found in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * The headers of the build's `_headers` file (Netlify / Cloudflare Pages format), `/*` block only,
 * sent with every response like those hosts do, so local use and the browser tests run under them.
 */
function siteHeaders() {
  const file = join(root, '_headers');
  if (!existsSync(file)) return {};
  const headers = {};
  let inSiteBlock = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inSiteBlock = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inSiteBlock && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
const securityHeaders = siteHeaders();
/** Host configuration files, never served. */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

createServer((request, response) => {
  let pathname;
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    response.writeHead(400).end();
    return;
  }
  if (uploadsOrigin && UPLOADS.test(pathname)) return proxyUpload(request, response);
  const file = HOST_FILES.has(pathname) ? null : resolveFile(pathname);
  if (file) return send(request, response, 200, file);
  const isAsset = pathname.startsWith('/assets/') || pathname.endsWith('.data') || extname(pathname) !== '';
  if (isAsset) {
    response.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  send(request, response, APP_PATH.test(pathname) ? 200 : 404, fallback);
}).listen(port, '127.0.0.1', () => {
  console.log(`Site served at http://127.0.0.1:${port}/ from ${root}${gzip ? ' (gzip)' : ''}`);
});
