// What the compile leaves for the site builder beside `client/` (never deployed): the builder itself,
// the server bundle as its renderer, and a record of the compile (site-pipeline.ts writes them).
// Relative imports only: the site pipeline loads this file in Vite's config loader.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import * as v from 'valibot';

const compileRecordSchema = v.object({
  fingerprint: v.object({
    digest: v.string(),
    sources: v.record(v.string(), v.string()),
    env: v.record(v.string(), v.string()),
  }),
  /** Vite's build.cssTarget, for the pruned stylesheets. */
  cssTarget: v.union([v.string(), v.array(v.string()), v.literal(false)]),
  /** The early search script of shared search links (early-search-build.ts), as the pages ask for it. */
  earlySearch: v.string(),
  /** Whether the output is for Cloudflare Pages (CLOUDFLARE_PAGES; cloudflare-pages-output.ts). */
  cloudflarePages: v.boolean(),
  /** Whether the product pages go into packs, served by `_worker.js` (PACK_PRODUCT_PAGES). */
  packedPages: v.boolean(),
});

export type CompileRecord = v.InferOutput<typeof compileRecordSchema>;

export function compiledSiteFiles(buildDir: string): { builder: string; renderer: string; record: string } {
  return {
    builder: join(buildDir, 'site', 'builder'),
    renderer: join(buildDir, 'site', 'renderer'),
    record: join(buildDir, 'site', 'compile.json'),
  };
}

/** The record of the compile of `buildDir`; null when there is none (no build, or an older one). */
export function readCompileRecord(buildDir: string): CompileRecord | null {
  let text: string;
  try {
    text = readFileSync(compiledSiteFiles(buildDir).record, 'utf8');
  } catch {
    return null;
  }
  const parsed = v.safeParse(compileRecordSchema, JSON.parse(text));
  return parsed.success ? parsed.output : null;
}
