// The benchmark's HTTPS front: HTTP/2 over TLS on 127.0.0.1, before a local HTTP server (the static
// site, or WordPress's php -S), as a static host or a WordPress host serves visitors. Requests pass
// through unchanged, with X-Forwarded-Proto: https (WordPress links to its https address then);
// responses stream back with their own compression. The certificate is made for 127.0.0.1 with
// Debian's openssl (a dependency of ca-certificates) and trusted by nobody: Lighthouse's Chromium
// runs with --ignore-certificate-errors, and Node processes that call the front (the build) get it
// through NODE_EXTRA_CA_CERTS.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { pipeline } from 'node:stream';

/** Headers of one hop, which HTTP/2 forbids or the other side sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** Whether the key and certificate exist and the certificate is valid for one more day. */
function stillValid({ key, cert }) {
  if (!existsSync(key) || !existsSync(cert)) return false;
  try {
    execFileSync('openssl', ['x509', '-checkend', String(24 * 3600), '-noout', '-in', cert], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A self-signed certificate for 127.0.0.1 in `dir` (made when missing or about to expire); returns its files. */
export function localCertificate(dir) {
  const files = { key: join(dir, 'localhost-key.pem'), cert: join(dir, 'localhost-cert.pem') };
  if (!stillValid(files)) {
    mkdirSync(dir, { recursive: true });
    openssl([
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      files.key,
      '-out',
      files.cert,
      '-days',
      '10',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]);
  }
  return files;
}

/** Runs Debian's openssl, saying so when it is missing. */
function openssl(args) {
  try {
    execFileSync('openssl', args, { stdio: 'ignore' });
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    throw new Error(
      missing
        ? 'the bench over HTTPS needs openssl (Debian package openssl; --http1 runs without it)'
        : `openssl could not make the certificate: ${error}`,
    );
  }
}

/**
 * Serves https://127.0.0.1:`port` (HTTP/2, HTTP/1.1 for clients without it) from
 * http://127.0.0.1:`upstreamPort`; resolves, once listening, to its `close`.
 */
export function startTlsFront({ port, upstreamPort, certificate }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer(
    { key: readFileSync(certificate.key), cert: readFileSync(certificate.cert), allowHTTP1: true },
    (incoming, outgoing) => {
      const headers = { 'x-forwarded-proto': 'https' };
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      headers.host = incoming.headers[':authority'] ?? incoming.headers.host;
      const upstream = request(
        { host: '127.0.0.1', port: upstreamPort, method: incoming.method, path: incoming.url, headers, agent },
        (response) => {
          const answer = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (!HOP_BY_HOP.has(name)) answer[name] = value;
          }
          outgoing.writeHead(response.statusCode ?? 502, answer);
          // A reply cut short by the server resets the visitor's stream instead of leaving it open.
          pipeline(response, outgoing, () => {});
        },
      );
      upstream.on('error', (error) => {
        if (outgoing.headersSent) {
          outgoing.destroy(error);
        } else {
          outgoing.writeHead(502, { 'content-type': 'text/plain' });
          outgoing.end(`TLS front: ${error.message}`);
        }
      });
      // A visitor who goes away stops the request to the server.
      outgoing.once('close', () => {
        if (!outgoing.writableFinished) upstream.destroy();
      });
      incoming.pipe(upstream);
    },
  );
  // Closing ends the visitors' connections and ours to the server too, so the process can exit.
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const close = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
    agent.destroy();
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ close }));
  });
}
