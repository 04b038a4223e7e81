// React Router publishes a production build without its development warnings, but its package
// exports resolve every import to the development build (remix-run/react-router#12532, #14102).
// The browser bundle then carries the warnings' code; this points the client build at the
// production files. The server bundle, which renders every page of the site (site-builder/),
// gets them too: rendering with the development build took about a fifth more processor time. The
// router is then bundled into the server bundle, and its request handler, routes and components are
// that one copy; @react-router/node, outside the bundle, is only asked for a stream helper.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Plugin } from 'vite';

/** Where npm put the package (found as Node finds it, wherever it is hoisted). */
const PACKAGE_DIR = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

const PRODUCTION_ENTRIES = new Map([
  ['react-router', 'dist/production/index.mjs'],
  ['react-router/dom', 'dist/production/dom-export.mjs'],
]);

/** The production file for one of React Router's entry points, or null for any other import. */
export function productionEntry(source: string): string | null {
  const entry = PRODUCTION_ENTRIES.get(source);
  return entry ? join(PACKAGE_DIR, entry) : null;
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client' || environment.name === 'ssr',
    resolveId: (source) => productionEntry(source),
  };
}
