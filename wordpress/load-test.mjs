#!/usr/bin/env node
// Load test of the plugin's event counter (POST /wp-json/curadoria/v1/events) against the
// project's local WordPress (wordpress/up.sh), on 127.0.0.1 only. Sends events like the site's
// sendBeacon (text/plain JSON, a browser User-Agent), one view in five a click, from a fixed
// number of connections, until the request count or the time runs out. Each event names a
// visitor address from 198.18.0.0/15 (the benchmarking range) in X-Forwarded-For, which the
// local WordPress's test proxy (wordpress/lib/test-proxy.php) honours, so the rate limit sees many
// visitors as it would in production. The events go to a temporary post
// (wordpress/lib/stats-fixture.php), whose stored counts are read before and after: they must
// grow by exactly the events answered {"counted":true}. The post and its counts are deleted at
// the end. Prints events/s held, latency percentiles and the status counts.
//
// Usage: npm run bench:counter -- [--concurrency 8] [--duration 20] [--requests 3000]
//                                 [--visitors 2000] [--port 8881]
// (env WORDPRESS_PORT and WORDPRESS_STATE_DIR as for the other wordpress/ scripts)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const stateDir = process.env.WORDPRESS_STATE_DIR ?? join(repoRoot, '.wordpress');
const portFile = join(stateDir, 'port');
const recordedPort = existsSync(portFile) ? readFileSync(portFile, 'utf8').trim() : '';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.WORDPRESS_PORT ?? (recordedPort || '8881') },
    concurrency: { type: 'string', default: '8' },
    duration: { type: 'string', default: '20' },
    requests: { type: 'string', default: '3000' },
    visitors: { type: 'string', default: '2000' },
  },
  strict: true,
});

/** A whole number option within [min, max], or exit with a message. */
function bounded(name, min, max) {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
}
const port = bounded('port', 1024, 65535);
const concurrency = bounded('concurrency', 1, 256);
const durationS = bounded('duration', 1, 300);
const maxRequests = bounded('requests', 1, 100_000);
const visitors = bounded('visitors', 1, 131_072);

const base = `http://127.0.0.1:${port}`;
const siteDir = join(stateDir, 'site');
if (!existsSync(join(siteDir, 'wp-load.php'))) {
  console.error(`no WordPress in ${siteDir}; run: bash wordpress/up.sh (and WORDPRESS_STATE_DIR if it is elsewhere)`);
  process.exit(2);
}

const workDir = mkdtempSync(join(tmpdir(), 'counter-load-'));
const fixtureState = join(workDir, 'fixture.json');
/** Runs lib/stats-fixture.php COMMAND against the instance, returns its JSON output. */
function fixture(command) {
  const out = execFileSync('php', [join(repoRoot, 'wordpress/lib/stats-fixture.php'), command, fixtureState], {
    env: { ...process.env, WP_SITE_DIR: siteDir, WP_SITE_URL: base },
    encoding: 'utf8',
  });
  return command === 'delete' ? null : JSON.parse(out);
}

/** The i-th visitor's address in 198.18.0.0/15. */
function visitorAddress(i) {
  return `198.${18 + ((i >> 16) & 1)}.${(i >> 8) & 255}.${i & 255}`;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const config = await fetch(`${base}/wp-json/curadoria/v1/config`, { signal: AbortSignal.timeout(30_000) });
if (!config.ok) {
  console.error(
    `GET ${base}/wp-json/curadoria/v1/config -> ${config.status}: is the plugin active? (bash wordpress/up.sh)`,
  );
  process.exit(2);
}
const { version } = await config.json();

let post = 0;
try {
  post = fixture('create').published;
  const before = fixture('counts');
  const latencies = [];
  const statuses = new Map();
  const accepted = { view: 0, click: 0 };
  let sent = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + durationS * 1000;

  async function worker() {
    while (sent < maxRequests && performance.now() < deadline) {
      const i = sent++;
      const type = i % 5 === 4 ? 'click' : 'view';
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/wp-json/curadoria/v1/events`, {
          method: 'POST',
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': BROWSER_UA,
            'x-forwarded-for': visitorAddress(i % visitors),
          },
          body: JSON.stringify({ type, post }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = await res.text();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200 && body === '{"counted":true}') accepted[type]++;
      } catch {
        failures++;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  const after = fixture('counts');

  latencies.sort((a, b) => a - b);
  const grew = { view: after.views - before.views, click: after.clicks - before.clicks };
  const exact = grew.view === accepted.view && grew.click === accepted.click;
  const answered = latencies.length;
  const ms = (v) => `${Math.round(v)} ms`;
  const rows = [
    ['plugin version', version],
    ['connections', concurrency],
    ['visitor addresses', Math.min(visitors, sent)],
    ['requests answered', `${answered} in ${elapsedS.toFixed(1)} s (${failures} failed)`],
    ['events/s answered', (answered / elapsedS).toFixed(1)],
    ['events/s counted', ((accepted.view + accepted.click) / elapsedS).toFixed(1)],
    ['latency p50 / p90 / p99 / max', [50, 90, 99, 100].map((p) => ms(percentile(latencies, p))).join(' / ')],
    [
      'statuses',
      [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', '),
    ],
    [
      'stored counts grew by',
      `${grew.view} views, ${grew.click} clicks; counted answers: ${accepted.view} views, ${accepted.click} clicks → ${exact ? 'exact' : 'NOT EXACT'}`,
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`counter load test against ${base}`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  process.exitCode = exact && failures === 0 ? 0 : 1;
} finally {
  if (post) fixture('delete');
  rmSync(workDir, { recursive: true, force: true });
}
