// Fault-injecting HTTP proxy in front of the local WordPress, for the end-to-end tests.
// Plain Node, no dependencies, 127.0.0.1 only.
//
//   node e2e/fault-proxy.mjs [port] [target]     (env FAULT_PROXY_PORT, WORDPRESS_ORIGIN; default 4313, http://127.0.0.1:8881)
//
// Everything is forwarded to the target unchanged (method, path, query, headers including Origin; status and
// response headers including the CORS ones and X-WP-Total*), except that while a fault is set, requests under
// /wp-json/ get that fault instead:
//   500        HTTP 500 with a WordPress-like JSON error body
//   html       HTTP 200 with an HTML page (what a broken PHP or a captive portal serves)
//   malformed  HTTP 200, Content-Type application/json, a truncated JSON body
//   delay      wait delayMs (default 15000) before forwarding
//   drop       destroy the connection without an answer
//
// Control endpoint (not under /wp-json/, never faulted):
//   POST /__fault  {"mode": "none" | "500" | "html" | "malformed" | "delay" | "drop", "delayMs"?: number, "origin"?: string,
//                   "path"?: string}
//   GET  /__fault  -> the current setting
// `path` limits the fault to REST paths starting with it (e.g. "/wp-json/wp/v2/categories").
// `origin` scopes the fault to requests whose Origin header equals it (the browser sends Origin on every
// cross-origin fetch), so tests running on another site origin at the same time are not affected. Without it the
// fault applies to every /wp-json/ request.
import { createServer, request as httpRequest } from 'node:http';
import { pathToFileURL } from 'node:url';

export const FAULT_MODES = ['none', '500', 'html', 'malformed', 'delay', 'drop'];
const DEFAULT_DELAY_MS = 15_000;
const MAX_DELAY_MS = 60_000;
/** Upper bound of requests held by the delay fault at the same time; more get a 503 at once. */
const MAX_DELAYED = 64;
/** Upper bound of requests being forwarded at the same time; more get a 503 at once. */
const MAX_IN_FLIGHT = 256;
const MAX_CONTROL_BODY = 4096;
const UPSTREAM_TIMEOUT_MS = 30_000;

// Hop-by-hop headers are connection-specific and must not be forwarded (RFC 9110 section 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Starts the proxy. Resolves once it listens; `close()` stops it and ends every held connection.
 * @param {{ port?: number, target?: string, log?: (line: string) => void }} [options]
 */
export function startFaultProxy({ port = 4313, target = 'http://127.0.0.1:8881', log = () => {} } = {}) {
  const origin = new URL(target);
  /** @type {{ mode: string, delayMs: number, origin: string | null, path: string }} */
  let fault = { mode: 'none', delayMs: DEFAULT_DELAY_MS, origin: null, path: '/wp-json/' };
  let inFlight = 0;
  const delayed = new Set();
  const sockets = new Set();

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (path === '/__fault') return control(req, res);

    const faulted =
      fault.mode !== 'none' &&
      path.startsWith('/wp-json/') &&
      path.startsWith(fault.path) &&
      (fault.origin === null || req.headers.origin === fault.origin);
    if (!faulted) return forward(req, res);

    log(`${fault.mode} ${req.method} ${url}`);
    switch (fault.mode) {
      case '500':
        return answer(req, res, 500, 'application/json; charset=UTF-8', JSON.stringify(errorBody()));
      case 'html':
        return answer(req, res, 200, 'text/html; charset=UTF-8', HTML_PAGE);
      case 'malformed':
        return answer(req, res, 200, 'application/json; charset=UTF-8', '[{"id":4,"title":{"rendered":"Fone Blu');
      case 'drop':
        req.socket.destroy();
        return undefined;
      case 'delay':
        return delay(req, res, fault.delayMs);
      default:
        return forward(req, res);
    }
  });

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Bounded everything: slow or idle clients cannot pile up.
  server.requestTimeout = 60_000;
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 5_000;
  server.maxConnections = 512;

  function control(req, res) {
    const json = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET') return json(200, fault);
    if (req.method !== 'POST') return json(405, { error: 'use GET or POST' });
    let body = '';
    let tooLarge = false;
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > MAX_CONTROL_BODY) {
        tooLarge = true;
        req.destroy();
      }
    });
    req.on('end', () => {
      if (tooLarge) return;
      let parsed;
      try {
        parsed = JSON.parse(body || '{}');
      } catch {
        return json(400, { error: 'body is not JSON' });
      }
      if (typeof parsed !== 'object' || parsed === null || !FAULT_MODES.includes(parsed.mode)) {
        return json(400, { error: `mode must be one of ${FAULT_MODES.join(', ')}` });
      }
      const delayMs = parsed.delayMs ?? DEFAULT_DELAY_MS;
      if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) {
        return json(400, { error: `delayMs must be an integer from 0 to ${MAX_DELAY_MS}` });
      }
      const scope = parsed.origin ?? null;
      if (scope !== null && typeof scope !== 'string') return json(400, { error: 'origin must be a string' });
      const faultPath = parsed.path ?? '/wp-json/';
      if (typeof faultPath !== 'string') return json(400, { error: 'path must be a string' });
      fault = { mode: parsed.mode, delayMs, origin: scope, path: faultPath };
      if (fault.mode === 'none') releaseDelayed();
      log(`fault set to ${JSON.stringify(fault)}`);
      return json(200, fault);
    });
    return undefined;
  }

  /** Answers a faulted request itself, with the CORS headers WordPress would send so the page sees the status. */
  function answer(req, res, status, type, body) {
    req.resume();
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-store' };
    if (req.headers.origin) {
      headers['Access-Control-Allow-Origin'] = req.headers.origin;
      headers['Access-Control-Expose-Headers'] = 'X-WP-Total, X-WP-TotalPages, Link';
      headers.Vary = 'Origin';
    }
    if (status === 200) Object.assign(headers, { 'X-WP-Total': '33', 'X-WP-TotalPages': '2' });
    res.writeHead(status, headers);
    res.end(body);
  }

  function delay(req, res, ms) {
    if (delayed.size >= MAX_DELAYED) return answer(req, res, 503, 'text/plain; charset=utf-8', 'too many delayed');
    const entry = {
      timer: setTimeout(() => {
        delayed.delete(entry);
        if (!res.destroyed) forward(req, res);
      }, ms),
      release: () => {
        clearTimeout(entry.timer);
        delayed.delete(entry);
        if (!res.destroyed) forward(req, res);
      },
    };
    delayed.add(entry);
    // The client gave up (the app aborts after 10 s): forget the request.
    res.on('close', () => {
      clearTimeout(entry.timer);
      delayed.delete(entry);
    });
    return undefined;
  }

  /** Switching back to 'none' lets held requests through at once. */
  function releaseDelayed() {
    for (const entry of [...delayed]) entry.release();
  }

  function forward(req, res) {
    if (inFlight >= MAX_IN_FLIGHT) return answer(req, res, 503, 'text/plain; charset=utf-8', 'proxy busy');
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
    };
    res.on('close', finish);

    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers.host = origin.host;
    const upstream = httpRequest(
      {
        protocol: origin.protocol,
        hostname: origin.hostname,
        port: origin.port,
        method: req.method,
        path: req.url,
        headers,
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (upstreamRes) => {
        const responseHeaders = {};
        for (const [name, value] of Object.entries(upstreamRes.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) responseHeaders[name] = value;
        }
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, responseHeaders);
        upstreamRes.pipe(res);
        upstreamRes.on('error', () => res.destroy());
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', (error) => {
      log(`upstream error for ${req.method} ${req.url}: ${error.message}`);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`bad gateway: ${error.message}`);
      }
    });
    res.on('close', () => {
      if (!upstream.destroyed && !res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
    return undefined;
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address !== null ? address.port : port;
      resolve({
        port: actualPort,
        url: `http://127.0.0.1:${actualPort}`,
        close: () =>
          new Promise((done) => {
            for (const entry of [...delayed]) clearTimeout(entry.timer);
            delayed.clear();
            server.close(() => done(undefined));
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}

function errorBody() {
  return {
    code: 'internal_server_error',
    message: '<p>Houve um erro crítico neste site.</p>',
    data: { status: 500 },
  };
}

const HTML_PAGE = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Erro</title></head>
<body><h1>Erro ao estabelecer uma conexão com o banco de dados</h1></body></html>
`;

// CLI: node e2e/fault-proxy.mjs [port] [target]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? process.env.FAULT_PROXY_PORT ?? 4313);
  const target = process.argv[3] ?? process.env.WORDPRESS_ORIGIN ?? 'http://127.0.0.1:8881';
  const proxy = await startFaultProxy({
    port,
    target,
    log: (line) => console.log(`[fault-proxy] ${new Date().toISOString()} ${line}`),
  });
  console.log(`Fault proxy on ${proxy.url} -> ${target}`);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
