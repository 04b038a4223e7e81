// The builder's work on a catalog, in tasks a thread runs one at a time: map posts (each post's
// search entry, card digest, links and clock, once) and render pages. The main thread runs them for
// a small update; worker threads (worker-pool.ts) for a full build.
import { join } from 'node:path';

import type { ServerBuild } from 'react-router';
import * as v from 'valibot';

import { readEnv } from '../../app/config/env.ts';
import { SPA_FALLBACK_PATH } from '../../app/config/paths.ts';
import { catalogPaths } from '../../app/wordpress/catalog/catalog-pages.ts';
import {
  derivePost,
  knownPostsOf,
  type KnownPosts,
  type MappingContext,
} from '../../app/wordpress/catalog/derive.server.ts';
import { PageRewriter } from '../pages/page-rewrite.ts';
import { catalogSource, NEXT_CATALOG_FILE, readPost, storeDir, writeSearchEntry } from '../store/catalog-store.ts';
import { catalogLoadContext } from './catalog-seam.ts';
import { PageRenderer } from './render-page.ts';

export const taskSchema = v.variant('kind', [
  v.object({ kind: v.literal('derive'), ids: v.array(v.number()) }),
  v.object({ kind: v.literal('render'), paths: v.array(v.string()) }),
]);
export type Task = v.InferOutput<typeof taskSchema>;

export const derivedSchema = v.object({
  id: v.number(),
  cardDigest: v.string(),
  linkKeys: v.array(v.string()),
  judgedUntil: v.nullable(v.number()),
});
export type Derived = v.InferOutput<typeof derivedSchema>;

/** What every thread is given: the build folder, and what the compile recorded for the page steps. */
export const setupSchema = v.object({
  buildDir: v.string(),
  cssTarget: v.union([v.string(), v.array(v.string()), v.literal(false)]),
  earlySearch: v.string(),
});
export type Setup = v.InferOutput<typeof setupSchema>;

/** Maps posts and renders pages of the catalog being rendered (the store's catalog.next.json). */
export class TaskRunner {
  #renderer: PageRenderer | undefined;
  #derive: { dir: string; context: MappingContext; knownPosts: KnownPosts } | undefined;

  constructor(
    private readonly build: ServerBuild,
    private readonly setup: Setup,
  ) {
    // React Router reads the prerendering headers only in a build (its own prerendering sets this too).
    process.env.IS_RR_BUILD_REQUEST = 'yes';
  }

  async run(task: Task): Promise<Derived[]> {
    if (task.kind === 'derive') return task.ids.map((id) => this.#deriveOne(id));
    // Every post is mapped before the first page renders: the permalinks' index goes.
    this.#derive = undefined;
    const renderer = this.#pageRenderer();
    for (const path of task.paths) {
      if (path === SPA_FALLBACK_PATH) await renderer.renderSpaFallback();
      else await renderer.render(path);
    }
    await renderer.flush();
    return [];
  }

  #deriveOne(id: number): Derived {
    const dir = storeDir(this.setup.buildDir);
    if (this.#derive === undefined) {
      const { catalog, picture } = catalogSource(dir, NEXT_CATALOG_FILE);
      this.#derive = {
        dir,
        context: { now: new Date(catalog.fetchedAt), settings: catalog.settings, pictures: picture },
        knownPosts: knownPostsOf(catalog.posts),
      };
    }
    const { searchEntry, ...derived } = derivePost(readPost(dir, id), this.#derive.context, this.#derive.knownPosts);
    writeSearchEntry(dir, id, searchEntry);
    return { id, ...derived };
  }

  #pageRenderer(): PageRenderer {
    if (this.#renderer === undefined) {
      const source = catalogSource(storeDir(this.setup.buildDir), NEXT_CATALOG_FILE);
      const clientDir = join(this.setup.buildDir, 'client');
      const rewriter = new PageRewriter(clientDir, this.setup.cssTarget, readEnv(), this.setup.earlySearch);
      this.#renderer = new PageRenderer(
        this.build,
        catalogPaths(source.catalog),
        clientDir,
        (html, page) => rewriter.rewrite(html, page),
        catalogLoadContext(this.build, source),
      );
    }
    return this.#renderer;
  }
}
