// Sums the gzipped JavaScript a first visit of `/` downloads (entry, framework, root and home
// route chunks with everything they import) and fails when it passes the budget, or when it holds
// React Router's development build.
// Usage: node scripts/measure-bundle.mjs [budgetKB]   (run after `npm run build`)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDir = resolve(process.env.BUILD_DIR ?? 'build', 'client');
const budgetKB = Number(process.argv[2] ?? 142);

const manifestFile = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error('No build found: run `npm run build` first.');
const manifestSource = readFileSync(join(clientDir, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1));

const files = new Set([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
for (const routeId of ['root', 'routes/home']) {
  const route = manifest.routes[routeId];
  files.add(route.module);
  for (const file of route.imports ?? []) files.add(file);
}

/** A warning only React Router's development build carries (see site-builder/compile/react-router-production.ts). */
const DEVELOPMENT_ROUTER = 'You rendered descendant <Routes>';

const sizes = [...files].map((file) => {
  const source = readFileSync(join(clientDir, file));
  if (source.includes(DEVELOPMENT_ROUTER)) {
    console.error(`${file} holds React Router's development build ("${DEVELOPMENT_ROUTER}")`);
    process.exit(1);
  }
  return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});
sizes.sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
for (const { file, gzip } of sizes) console.log(`${(gzip / 1000).toFixed(1).padStart(7)} kB  ${file}`);
console.log(
  `${(total / 1000).toFixed(1).padStart(7)} kB  total JavaScript for the first visit of / (gzip -9), budget ${budgetKB} kB`,
);
if (total > budgetKB * 1000) {
  console.error(`Over budget by ${((total - budgetKB * 1000) / 1000).toFixed(1)} kB`);
  process.exit(1);
}
