// Renders one prerendered path of the site with the compiled server bundle, as React Router's own
// prerendering does (@react-router/dev, `handlePrerender`): a page's `.data` request first, then its
// HTML with that data passed in the `X-React-Router-Prerender-Data` header, so the HTML carries
// exactly the data of its `.data` file; a resource route's body as it is. Unlike React Router, every
// request carries a load context (the builder's catalog, for the loaders: catalog-seam.ts), no
// `.data` file is written for a resource route nor for a page the browser never asks one of
// (page-data.ts), and the HTML goes through the page steps (pages/page-rewrite.ts) before it is written.
import { mkdirSync } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';

import { SPA_FALLBACK_PATH } from '../../app/config/paths.ts';

/** The server bundle's routes as a tree React Router can match paths against. */
function prerenderRoutes(manifest: ServerBuild['routes'], parentId = ''): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && (route.parentId ?? '') === parentId)
    .flatMap((route) =>
      route === undefined
        ? []
        : [
            route.index
              ? { id: route.id, path: route.path, index: true }
              : { id: route.id, path: route.path, children: prerenderRoutes(manifest, route.id) },
          ],
    );
}

/**
 * The path list React Router's request handler checks each request against (a path not in it is
 * rendered as the SPA fallback): the site's prerendered paths, looked up in a set, since React
 * Router reads it with `Array.includes` twice per request, which a list of 50,000 paths makes slow.
 */
function prerenderList(paths: readonly string[]): string[] {
  const known = new Set(paths);
  return Object.assign([...paths], { includes: (path: string) => known.has(path) });
}

export class PageRenderer {
  readonly #build: ServerBuild;
  readonly #handle: (request: Request, context: RouterContextProvider) => Promise<Response>;
  readonly #routes: RouteObject[];
  /** Folders already made: each page would otherwise ask for its folder twice. */
  readonly #folders = new Set<string>();
  /** Files being written while the next page renders (see flush). */
  #writing: Promise<void>[] = [];

  /**
   * `paths`: every path the site prerenders; `rewrite`: the page steps for a page's HTML, given its
   * file's name below `clientDir` (`/product/1/index.html`); `loadContext`: each request's context;
   * `writesData`: whether a page's `.data` file is written (see site-build's pageDataWritten).
   */
  constructor(
    build: ServerBuild,
    paths: readonly string[],
    private readonly clientDir: string,
    private readonly rewrite: (html: string, page: string) => string,
    private readonly loadContext: () => RouterContextProvider,
    private readonly writesData: (path: string) => boolean,
  ) {
    this.#build = { ...build, prerender: prerenderList(paths) };
    this.#handle = createRequestHandler(this.#build, 'production');
    this.#routes = prerenderRoutes(build.routes);
  }

  #handler(request: Request): Promise<Response> {
    return this.#handle(request, this.loadContext());
  }

  /** Writes the files of one prerendered path (`/`, `/product/1`, `/sitemap.xml`). */
  async render(path: string): Promise<void> {
    const matches = matchRoutes(this.#routes, `/${path}/`.replace(/^\/\/+/, '/'));
    if (matches === null) throw new Error(`Prerender: no route for ${path}`);
    const leafId = matches[matches.length - 1]?.route.id;
    const module = leafId === undefined ? undefined : this.#build.routes[leafId]?.module;
    // A resource route: a route module without a component (React Router's own test, at run time).
    if (module !== undefined && !Object.hasOwn(module, 'default') && !Object.hasOwn(module, 'ErrorBoundary')) {
      await this.#renderResource(path);
      return;
    }
    const hasLoaders = matches.some(
      ({ route }) => route.id !== undefined && this.#build.assets.routes[route.id]?.hasLoader === true,
    );
    const data = hasLoaders ? await this.#renderData(path) : undefined;
    await this.#renderHtml(path, data);
  }

  /** `__spa-fallback.html`: the page for every path the build did not write. */
  async renderSpaFallback(): Promise<void> {
    const basename = this.#build.basename ?? '/';
    const response = await this.#handler(
      new Request(`http://localhost${basename}`, { headers: { 'X-React-Router-SPA-Mode': 'yes' } }),
    );
    const html = await response.text();
    if (response.status !== 200) throw new Error(`Prerender: the SPA fallback answered ${response.status}\n${html}`);
    if (!html.includes('window.__reactRouterContext =') || !html.includes('window.__reactRouterRouteModules =')) {
      throw new Error('Prerender: the SPA fallback page cannot hydrate (no <Scripts />)');
    }
    this.#write(SPA_FALLBACK_PATH, this.rewrite(html, SPA_FALLBACK_PATH));
  }

  async #renderData(path: string): Promise<string> {
    // React Router's trailing-slash-aware data requests (future.v8_trailingSlashAwareDataRequests).
    const dataPath = this.#normalized(path.endsWith('/') ? `${path}_.data` : `${path}.data`);
    const response = await this.#handler(new Request(`http://localhost${dataPath}`));
    const data = await response.text();
    if (response.status !== 200 && response.status !== 202) {
      throw new Error(`Prerender (data): ${path} answered ${response.status}`);
    }
    if (this.writesData(path)) this.#write(dataPath, data);
    return data;
  }

  async #renderHtml(path: string, data: string | undefined): Promise<void> {
    const pagePath = this.#normalized(`${path}/`);
    const request = new Request(`http://localhost${pagePath}`, {
      headers: data === undefined ? {} : { 'X-React-Router-Prerender-Data': encodeURI(data) },
    });
    const response = await this.#handler(request);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`Prerender (html): ${path} answered ${response.status}\n${html}`);
    const file = `${pagePath}index.html`;
    this.#write(file, this.rewrite(html, file));
  }

  async #renderResource(path: string): Promise<void> {
    const resourcePath = this.#normalized(`${path}/`).replace(/\/$/, '');
    const response = await this.#handler(new Request(`http://localhost${resourcePath}`));
    if (response.status !== 200 || response.body === null) {
      throw new Error(`Prerender (resource): ${path} answered ${response.status}\n${await response.text()}`);
    }
    const file = this.#file(resourcePath);
    this.#folder(dirname(file));
    // Streamed: the search index of a large catalog is written as it is produced.
    const output = await open(file, 'w');
    try {
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) await output.write(chunk.value);
    } finally {
      await output.close();
    }
  }

  #normalized(path: string): string {
    return `${this.#build.basename ?? '/'}${path}`.replace(/\/\/+/g, '/');
  }

  #file(path: string): string {
    return join(this.clientDir, ...path.split('/'));
  }

  #folder(folder: string): void {
    if (this.#folders.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    this.#folders.add(folder);
  }

  /** Written while the thread goes on rendering; flush() waits for them. */
  #write(path: string, contents: string): void {
    const file = this.#file(path);
    this.#folder(dirname(file));
    this.#writing.push(writeFile(file, contents));
  }

  /** Waits for the files of the pages rendered so far. */
  async flush(): Promise<void> {
    const writing = this.#writing;
    this.#writing = [];
    await Promise.all(writing);
  }
}
