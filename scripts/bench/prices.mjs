// npm run bench:prices: the companion plugin's daily price refresh over many offers, politeness on.
// A throwaway local WordPress (.wordpress-prices, port BENCH_PRICES_WORDPRESS_PORT, default 8797) gets
// --offers offers (default 2,000) in posts of --per-post offers (default 4), spread over --hosts local store
// hosts (default 6: node:http servers on free loopback ports, listed to the plugin through the WordPress's
// CURADORIA_TEST_STORE_HOSTS). Each store answers its product pages in JSON-LD: most confirm or change the
// typed price, some are out of stock, some a bot wall. The round then runs as WP-Cron runs it: one PHP
// process per batch (wordpress/lib/price-refresh-bench.php), one after the other, each with the plugin's
// default limits (50 posts, 20 s, one request per store host every 2 s).
// Prints and writes (bench-results/prices.json, prices.md): the round's total time, each batch's wall and
// processor seconds, PHP's peak memory and queries, and per store host the requests, their rate and the
// shortest gap between two of them.
//
// Options: --offers N  --per-post N  --hosts N  --keep (keep the WordPress state afterwards)
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { ensureResultsDir, localWordPress, log, parseOptions, REPO_ROOT, run } from './common.mjs';

const options = parseOptions(process.argv.slice(2), {
  offers: { type: 'number', default: 2000 },
  'per-post': { type: 'number', default: 4 },
  hosts: { type: 'number', default: 6 },
  keep: { type: 'boolean', default: false },
});
const PORT = Number(process.env.BENCH_PRICES_WORDPRESS_PORT ?? 8797);
const STATE_DIR = '.wordpress-prices';
const wordpress = localWordPress({ stateDir: STATE_DIR, port: PORT });
const servers = [];

/** What store n says of product i: mostly the typed price or a new one; some out of stock, some a bot wall. */
function page(i) {
  const kind = i % 20;
  if (kind === 19) {
    return '<!doctype html><title>Just a moment...</title><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script>';
  }
  const price = kind < 8 ? '100.00' : (80 + (i % 40) + 0.9).toFixed(2);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `Produto ${i}`,
    sku: `SKU-${i}`,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'BRL',
      availability: `https://schema.org/${kind === 18 ? 'OutOfStock' : 'InStock'}`,
    },
  };
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Produto ${i}</title><script type="application/ld+json">${JSON.stringify(product)}</script></head><body><h1>Produto ${i}</h1>${'<p>Descrição do produto.</p>'.repeat(200)}</body></html>`;
}

function startStore() {
  const times = [];
  const server = createServer((req, res) => {
    times.push(Date.now() / 1000);
    const match = /^\/p\/(\d+)$/.exec(req.url ?? '');
    if (match) res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(Number(match[1])));
    else res.writeHead(404).end();
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      servers.push(server);
      done({ port: server.address().port, times });
    }),
  );
}

const php = (args) =>
  run(
    'bash',
    [
      '-c',
      'source wordpress/lib/common.sh && WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" php wordpress/lib/price-refresh-bench.php "$@"',
      'bench',
      ...args,
    ],
    { env: wordpress.env, timeoutMs: 10 * 60_000, quiet: true },
  );

function hostFigures(times) {
  const sorted = [...times].sort((a, b) => a - b);
  let gap = Infinity;
  for (let i = 1; i < sorted.length; i += 1) gap = Math.min(gap, sorted[i] - sorted[i - 1]);
  const span = sorted.length > 1 ? sorted[sorted.length - 1] - sorted[0] : 0;
  return {
    requests: sorted.length,
    perSecond: span > 0 ? (sorted.length - 1) / span : 0,
    shortestGap: Number.isFinite(gap) ? gap : null,
  };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function main() {
  log(`WordPress at ${wordpress.url} (${STATE_DIR})`);
  rmSync(resolve(REPO_ROOT, STATE_DIR), { recursive: true, force: true });
  await wordpress.up();
  const stores = [];
  for (let n = 0; n < options.hosts; n += 1) stores.push(await startStore());
  writeFileSync(
    join(resolve(REPO_ROOT, STATE_DIR), 'test-store-hosts'),
    stores.map((s) => `127.0.0.1:${s.port}`).join(','),
  );
  const created = await php([
    'create',
    String(options.offers),
    String(options['per-post']),
    JSON.stringify(stores.map((s, n) => ({ name: `Loja ${n + 1}`, base: `http://127.0.0.1:${s.port}` }))),
  ]);
  log(`created ${created.output.trim()} with ${options.offers} offers over ${options.hosts} store hosts`);

  await php(['start']);
  const started = Date.now();
  const batches = [];
  for (;;) {
    const result = await php(['batch']);
    const batch = JSON.parse(result.output.trim().split('\n').pop());
    batches.push(batch);
    log(
      `batch ${batches.length}: ${batch.offers} offers in ${batch.seconds} s, ${(batch.peak_memory / 2 ** 20).toFixed(1)} MB`,
    );
    if (!batch.more) break;
  }
  const total = (Date.now() - started) / 1000;
  const offers = batches.reduce((sum, b) => sum + b.offers, 0);
  const hosts = stores.map((s) => hostFigures(s.times));
  const figures = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, load: loadavg().map((l) => Number(l.toFixed(2))) },
    options,
    totalSeconds: Number(total.toFixed(1)),
    offers,
    batches: batches.length,
    batch: {
      offersMedian: quantile(
        batches.map((b) => b.offers),
        0.5,
      ),
      secondsMedian: quantile(
        batches.map((b) => b.seconds),
        0.5,
      ),
      secondsMax: Math.max(...batches.map((b) => b.seconds)),
      cpuMedian: quantile(
        batches.map((b) => b.cpu),
        0.5,
      ),
      loadMedian: quantile(
        batches.map((b) => b.load),
        0.5,
      ),
      queriesMedian: quantile(
        batches.map((b) => b.queries),
        0.5,
      ),
      peakMemoryMax: Math.max(...batches.map((b) => b.peak_memory)),
    },
    hosts,
  };
  ensureResultsDir();
  writeFileSync(
    resolve(REPO_ROOT, 'bench-results', 'prices.json'),
    `${JSON.stringify({ ...figures, perBatch: batches }, null, 2)}\n`,
  );
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const md = [
    `| Round | ${offers} offers, ${options.hosts} store hosts, ${batches.length} batches |`,
    '| --- | --- |',
    `| total time | ${total.toFixed(0)} s (${(total / 60).toFixed(1)} min) |`,
    `| one batch (median) | ${figures.batch.offersMedian} offers, ${figures.batch.secondsMedian} s wall (max ${figures.batch.secondsMax} s), ${figures.batch.cpuMedian} s processor, ${figures.batch.queriesMedian} queries, WordPress loaded in ${figures.batch.loadMedian} s |`,
    `| peak PHP memory (any batch) | ${mb(figures.batch.peakMemoryMax)} |`,
    `| requests per store host | ${hosts.map((h) => h.requests).join(', ')} |`,
    `| rate per host (requests/s) | ${hosts.map((h) => h.perSecond.toFixed(3)).join(', ')} |`,
    `| shortest gap between two requests to one host | ${Math.min(...hosts.map((h) => h.shortestGap ?? Infinity)).toFixed(2)} s |`,
  ].join('\n');
  writeFileSync(resolve(REPO_ROOT, 'bench-results', 'prices.md'), `${md}\n`);
  console.log(md);
}

try {
  await main();
} finally {
  for (const server of servers) server.close();
  await wordpress.down().catch((error) => log(`stopping WordPress: ${error.message}`));
  if (!options.keep) rmSync(resolve(REPO_ROOT, STATE_DIR), { recursive: true, force: true });
}
