// Checks that `npm run build:update` gives the same site as a full build. Against the local
// WordPress (npm run wordpress:up): a full build, then for each change made in WordPress (a new
// post, which another new post links to; that post edited; a new picture uploaded as its featured
// image; that post trashed) an update of that build and a new full build, compared byte for byte,
// every file of client/. Each update must render fewer pages than the full build (a post's change
// leaves what every page shows as it was), and change the search index's meta file and postings (a
// new picture: only the post's card file), never all its fragments. Both builds run on one clock
// (SOURCE_DATE_EPOCH): the time a build read WordPress is in every page's data, and an update leaves
// the pages it does not rewrite as the first build wrote them. Their catalogs (the store an update
// starts from) must match too, but for `since`, the next update's starting point, which is
// WordPress's clock when each read it. Last, an update refuses to run once the configuration
// changed. Leaves WordPress as it found it.
//
// Usage: WORDPRESS_PORT=8881 node scripts/build-update-check.mjs [--cloudflare | --packed] [--keep]   (CI runs the three)
//   --cloudflare: both builds for Cloudflare Pages (CLOUDFLARE_PAGES=1: a product's page is product/<id>.html)
//   --packed: both builds with their product pages in packs (PACK_PRODUCT_PAGES=1), compared the same way; the
//             pages' own contents are checked in the run without it (the packs hold the same pages)
//   --keep: keep the two build folders (build-update-check-updated/, build-update-check-full/)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const PACKED = process.argv.includes('--packed');
const CLOUDFLARE = process.argv.includes('--cloudflare');
const PORT = process.env.WORDPRESS_PORT ?? '8881';
const UPDATED = 'build-update-check-updated';
const FULL = 'build-update-check-full';
const STATE = join(tmpdir(), `build-update-check-${process.pid}.json`);
const NEEDS_FULL_BUILD = 3;
const env = {
  ...process.env,
  VITE_WORDPRESS_URL: `http://127.0.0.1:${PORT}`,
  VITE_SITE_URL: 'https://achados.test',
  SOURCE_DATE_EPOCH: String(Math.floor(Date.now() / 1000)),
  PACK_PRODUCT_PAGES: PACKED ? '1' : '',
  CLOUDFLARE_PAGES: CLOUDFLARE ? '1' : '',
};

let failures = 0;
const ok = (message) => console.log(`ok   ${message}`);
const fail = (message) => {
  failures += 1;
  console.log(`FAIL ${message}`);
};

/** Runs a command; resolves with its exit code, output and seconds. */
function run(command, args, extraEnv = {}) {
  return new Promise((done, failToStart) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', failToStart);
    child.once('close', (code) => done({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function mustRun(label, command, args, extraEnv) {
  const result = await run(command, args, extraEnv);
  if (result.code !== 0) throw new Error(`${label} exited with ${result.code}\n${result.output.slice(-3000)}`);
  return result;
}

const build = (dir) => mustRun(`npm run build (${dir})`, 'npm', ['run', 'build'], { BUILD_DIR: dir });
const update = (dir) => mustRun(`npm run build:update (${dir})`, 'npm', ['run', 'build:update'], { BUILD_DIR: dir });
const fixture = (command) =>
  mustRun(`build-update-fixture.php ${command}`, 'bash', [
    '-c',
    'source wordpress/lib/common.sh && WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" php wordpress/lib/build-update-fixture.php "$0" "$1"',
    command,
    STATE,
  ]);

function files(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => String(file))
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort();
}

/** Every file of both client folders, byte for byte. */
function compareSites(label) {
  const [updated, full] = [UPDATED, FULL].map((dir) => resolve(ROOT, dir, 'client'));
  const [a, b] = [files(updated), files(full)];
  const onlyUpdated = a.filter((file) => !b.includes(file));
  const onlyFull = b.filter((file) => !a.includes(file));
  const different = a.filter(
    (file) => b.includes(file) && !readFileSync(join(updated, file)).equals(readFileSync(join(full, file))),
  );
  if (onlyUpdated.length + onlyFull.length + different.length === 0) {
    ok(`${label}: the updated build equals a full build (${a.length} files, byte for byte)`);
  } else {
    fail(
      `${label}: the updated build differs from a full build:` +
        [...onlyUpdated.map((file) => `\n  only in the update: ${file}`)].join('') +
        [...onlyFull.map((file) => `\n  only in the full build: ${file}`)].join('') +
        [...different.map((file) => `\n  different: ${file}`)].join(''),
    );
  }
  const catalog = (dir) => {
    const fields = Object.entries(JSON.parse(readFileSync(resolve(ROOT, dir, 'site', 'catalog.json'), 'utf8')));
    return JSON.stringify(fields.filter(([name]) => name !== 'since'));
  };
  if (catalog(UPDATED) === catalog(FULL)) ok(`${label}: the catalogs match (but for \`since\`)`);
  else fail(`${label}: the updated build's catalog differs from the full build's`);
}

/** The search index's fragments, by path: a post's change must change some besides its own page, never all. */
function searchFiles() {
  const dir = resolve(ROOT, UPDATED, 'client', 'search');
  return new Map(files(dir).map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
}

/** `cardOnly`: the change leaves the post's words as they were (a new picture), so only its card file may change. */
async function step(label, change, { cardOnly = false } = {}) {
  const searchBefore = searchFiles();
  await fixture(change);
  const updated = await update(UPDATED);
  const timing = /update done in ([\d.]+) s/.exec(updated.output)?.[1];
  const rendered = pagesRendered(updated.output);
  console.log(`     ${label}: update in ${updated.seconds.toFixed(1)} s (site builder ${timing} s, ${rendered} pages)`);
  const searchAfter = searchFiles();
  const changed = [...new Set([...searchBefore.keys(), ...searchAfter.keys()])].filter(
    (file) => searchBefore.get(file) !== searchAfter.get(file),
  );
  const expected = cardOnly
    ? changed.length > 0 && changed.every((file) => file.startsWith('cards/'))
    : changed.includes('meta.json') && changed.some((file) => file.startsWith('postings/'));
  if (expected && changed.length < searchAfter.size) {
    ok(`${label}: the update rewrote ${changed.length} of the ${searchAfter.size} search index files`);
  } else
    fail(
      `${label}: the update rewrote ${changed.length} of the ${searchAfter.size} search index files: ${changed.join(', ')}`,
    );
  const all = pagesRendered((await build(FULL)).output);
  // A post's change leaves the categories, the site pages and the settings as they were: not every page shows it.
  if (rendered > 0 && rendered < all) ok(`${label}: the update rendered ${rendered} of the ${all} pages`);
  else fail(`${label}: the update rendered ${rendered} pages, the full build ${all}`);
  compareSites(label);
}

/** The pages a build or an update rendered, from the site builder's report (NaN without one). */
function pagesRendered(output) {
  return Number(/(\d+) pages rendered in/.exec(output)?.[1] ?? Number.NaN);
}

/** The files of the site's picture copies a page names (`/pictures/<name>-<width>.avif`, …). */
function sitePictures(html) {
  return new Set([...html.matchAll(/\/pictures\/([\w-]+\.(?:avif|webp|jpg|png))/g)].map((match) => match[1]));
}

/** The unpacked run: each change's pages, read as files. */
async function checkPages() {
  const { new: newId, linking } = JSON.parse(readFileSync(STATE, 'utf8'));
  // For Cloudflare Pages, a page's file is `product/<id>.html` (site-builder/cloudflare/flat-pages.ts).
  const pageFile = (id) =>
    resolve(ROOT, UPDATED, 'client', 'product', ...(CLOUDFLARE ? [`${id}.html`] : [String(id), 'index.html']));
  const page = (id) => readFileSync(pageFile(id), 'utf8');
  if (page(newId).includes('Achado novo da atualização') && page(linking).includes(`/product/${newId}`)) {
    ok('the new post has its page, and the post linking to it links to that page');
  } else fail('the new post has no page, or the post linking to it does not link to it');

  await step('an edited post', 'edit');
  if (page(newId).includes('Achado novo, com título editado')) ok("the edited post's page shows its new title");
  else fail("the edited post's page does not show its new title");

  const picturesBefore = sitePictures(page(newId));
  await step('a new picture', 'picture', { cardOnly: true });
  const added = [...sitePictures(page(newId))].filter((name) => !picturesBefore.has(name));
  const missing = added.filter((name) => !existsSync(resolve(ROOT, UPDATED, 'client', 'pictures', name)));
  if (added.length > 0 && missing.length === 0) {
    ok(`the post's page shows its new picture from the site's own copies (${added.length} files)`);
  } else fail(`the post's page shows no new copy of its picture, or names missing files: ${missing.join(', ')}`);

  await step('a trashed post', 'trash');
  const gone = !existsSync(pageFile(newId)) && !existsSync(resolve(ROOT, UPDATED, 'client', 'product', String(newId)));
  if (gone && !page(linking).includes(`href="/product/${newId}"`)) {
    ok("the trashed post's page is gone, and the post that linked to it no longer links to that page");
  } else fail("the trashed post's page is still there, or still linked to");
  await refusesChanged('VITE_SITE_URL', 'https://outro.test');
}

/** The packed run: the same changes, each compared with a full build (the packs hold the pages checked above). */
async function checkPacks() {
  await step('an edited post', 'edit');
  await step('a new picture', 'picture', { cardOnly: true });
  await step('a trashed post', 'trash');
  await refusesChanged('PACK_PRODUCT_PAGES', '');
}

async function refusesChanged(variable, value) {
  const refused = await run('npm', ['run', 'build:update'], { BUILD_DIR: UPDATED, [variable]: value });
  if (refused.code === NEEDS_FULL_BUILD && refused.output.includes(`${variable} (environment)`)) {
    ok(`an update refuses to run once ${variable} changed, naming it`);
  } else fail(`an update with another ${variable} exited with ${refused.code}\n${refused.output.slice(-1000)}`);
}

try {
  console.log(
    `checking npm run build:update against WordPress on port ${PORT}` +
      `${CLOUDFLARE ? ', for Cloudflare Pages' : ''}${PACKED ? ', product pages packed' : ''}`,
  );
  await build(UPDATED);
  await step('new posts', 'create');
  await (PACKED ? checkPacks() : checkPages());
} catch (error) {
  fail(error.message);
} finally {
  await fixture('delete').catch((error) => fail(`removing the test posts: ${error.message}`));
  rmSync(STATE, { force: true });
  if (!process.argv.includes('--keep'))
    for (const dir of [UPDATED, FULL]) rmSync(resolve(ROOT, dir), { recursive: true, force: true });
}
console.log(failures === 0 ? 'all build update checks passed' : `${failures} build update check(s) failed`);
process.exitCode = failures === 0 ? 0 : 1;
