// npm run bench:alerts: the price alerts under load, against a throwaway local WordPress and its mail
// sink (a real SMTP server): N confirmed subscribers of one product (default 10,000) get the alert of
// the owner's price drop, sent through wp_mail() in WP-Cron's batches within the hourly cap (default
// 5,000 an hour; the hours are simulated, see wordpress/lib/alerts-bench.php). Prints the figures and
// writes bench-results/alerts.json.
//
// Options: --subscribers N  --cap N  --keep (keep the WordPress state afterwards)
// Ports: BENCH_ALERTS_WORDPRESS_PORT (default 8786), BENCH_ALERTS_SMTP_PORT (8787), BENCH_ALERTS_HTTP_PORT (8788).
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';

import { ensureResultsDir, localWordPress, log, parseOptions, REPO_ROOT, run } from './common.mjs';

const options = parseOptions(process.argv.slice(2), {
  subscribers: { type: 'number', default: 10_000 },
  cap: { type: 'number', default: 5_000 },
  keep: { type: 'boolean', default: false },
});
const PORT = Number(process.env.BENCH_ALERTS_WORDPRESS_PORT ?? 8786);
const SMTP_PORT = Number(process.env.BENCH_ALERTS_SMTP_PORT ?? 8787);
const HTTP_PORT = Number(process.env.BENCH_ALERTS_HTTP_PORT ?? 8788);
const STATE_DIR = '.wordpress-alerts';

const wordpress = localWordPress({ stateDir: STATE_DIR, port: PORT });
const sinkEnv = { ...wordpress.env, MAIL_SINK_SMTP_PORT: String(SMTP_PORT), MAIL_SINK_HTTP_PORT: String(HTTP_PORT) };

try {
  log(`WordPress on ${PORT} (state ${STATE_DIR}), mail sink SMTP ${SMTP_PORT} / HTTP ${HTTP_PORT}`);
  await wordpress.up();
  await wordpress.seed();
  await run('bash', [join(REPO_ROOT, 'wordpress', 'mail-sink.sh'), 'up'], {
    env: sinkEnv,
    timeoutMs: 5 * 60_000,
    quiet: true,
  });
  log(`${options.subscribers} subscribers, cap ${options.cap} an hour: inserting, dropping the price, sending...`);
  const { output } = await run(
    'php',
    ['-d', 'memory_limit=256M', join(REPO_ROOT, 'wordpress', 'lib', 'alerts-bench.php')],
    {
      env: {
        WP_SITE_DIR: resolve(REPO_ROOT, STATE_DIR, 'site'),
        WP_SITE_URL: wordpress.url,
        BENCH_SUBSCRIBERS: String(options.subscribers),
        BENCH_CAP: String(options.cap),
        SINK_API: `http://127.0.0.1:${HTTP_PORT}`,
      },
      timeoutMs: 60 * 60_000,
      quiet: true,
    },
  );
  const figures = JSON.parse(output.trim().split('\n').at(-1));
  const result = { date: new Date().toISOString(), cpus: cpus().length, load: loadavg(), ...figures };
  ensureResultsDir();
  writeFileSync(join(REPO_ROOT, 'bench-results', 'alerts.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await wordpress.down().catch((error) => log(`stopping WordPress: ${error.message}`));
  if (!options.keep) rmSync(resolve(REPO_ROOT, STATE_DIR), { recursive: true, force: true });
}
