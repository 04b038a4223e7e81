// React Router's default server entry (@react-router/dev/config/defaults/entry.server.node.tsx), with
// two changes. The server bundle, used only at build time (ssr: false), is what the site builder
// (site-builder/) renders the pages with, and this entry hands it the one thing it gives the app:
// provideCatalog, which puts the builder's catalog into each request's load context for the loaders
// (app/wordpress/catalog/catalog-source.server.ts). And every page is rendered whole before it is written (React's onAllReady, the default's
// choice for bots): a prerendered page is a file, so nothing is gained by sending its shell first,
// and a page streamed from its shell carries React's script that moves the late parts into place
// and those parts twice (hidden, then moved), about 0.6 kB gzip, enough to push a product page past
// the first round trip of a slow connection (docs/benchmarks.md).
import { PassThrough } from 'node:stream';

import type { EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      abort();
    }, streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never move a finished part out of place: past this many bytes React would send a Suspense
      // boundary (a form loaded after the first paint) after the rest, with its script, even whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Still told apart from the whole page: an error after the shell (inside a boundary) is logged below.
      onShellReady() {
        shellRendered = true;
      },
      // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout to prevent retaining the closure and memory leak
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);

        responseHeaders.set('Content-Type', 'text/html');

        pipe(body);

        resolve(
          new Response(stream, {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Log streaming rendering errors from inside the shell.  Don't log
        // errors encountered during initial shell rendering since they'll
        // reject and get logged in handleDocumentRequest.
        if (shellRendered) {
          console.error(error);
        }
      },
    });
  });
}

export { provideCatalog } from '@/wordpress/catalog/catalog-source.server';
