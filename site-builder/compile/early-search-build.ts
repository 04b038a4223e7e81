// Site pipeline step (site-builder/compile/site-pipeline.ts): the early search script (app/early-search.ts), built
// apart from the app, into one self-contained file of the client's assets. Built with the app's
// chunks it would share their 'shared' and 'framework' chunks (React), which it must not wait for;
// alone it is MiniSearch, the stemmer, the search code and a card builder. The pages ask for it by
// the name recorded with the compile (site-build/compile-record.ts), on a shared search link only.
import { join, relative, sep } from 'node:path';

import { build, type BuildEnvironmentOptions, type InlineConfig } from 'vite';

const ENTRY = join('app', 'early-search.ts');

/** Builds the script into `outDir/assets/` and returns its address on the site (`/assets/early-search-….js`). */
export async function buildEarlySearch(options: {
  root: string;
  outDir: string;
  mode: string;
  define: InlineConfig['define'];
  target: BuildEnvironmentOptions['target'];
}): Promise<string> {
  const output = await build({
    configFile: false,
    root: options.root,
    mode: options.mode,
    logLevel: 'warn',
    define: options.define,
    resolve: { tsconfigPaths: true },
    publicDir: false,
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      target: options.target,
      rollupOptions: {
        input: { 'early-search': join(options.root, ENTRY) },
        output: { entryFileNames: 'assets/[name]-[hash].js', format: 'es' },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const files = outputs.filter((file) => file.type === 'chunk').map((file) => file.fileName);
  if (files.length !== 1 || files[0] === undefined) {
    throw new Error(`${ENTRY} must build into one file, got: ${files.join(', ')}`);
  }
  return `/${relative('.', files[0]).split(sep).join('/')}`;
}
