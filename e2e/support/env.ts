// Addresses and ports shared by playwright.config.ts, the global setup/teardown and the specs.
// Every server listens on 127.0.0.1 only; every port can be moved with an environment variable.
import { resolve } from 'node:path';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a TCP port, got ${raw}`);
  return value;
}

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export const ports = {
  /** The local WordPress (wordpress/up.sh). CI uses 8891 so a leftover dev instance cannot clash. */
  wordpress: port('WORDPRESS_PORT', 8881),
  /** LIVE build (reads WordPress through the fault proxy). */
  live: port('E2E_LIVE_PORT', 4311),
  /** SAMPLE build (no WordPress configured). */
  sample: port('E2E_SAMPLE_PORT', 4312),
  /** Fault proxy in front of WordPress; the LIVE build is configured with this address. */
  proxy: port('E2E_PROXY_PORT', 4313),
  /**
   * The LIVE build again, on a second origin used only by the fault tests: the proxy scopes faults to this
   * Origin, so the other live tests can run at the same time without seeing them.
   */
  faultSite: port('E2E_FAULT_SITE_PORT', 4314),
  /** The second local WordPress, holding WordPress's Theme Unit Test data (wordpress/themeunit.sh). CI uses 8892. */
  themeUnitWordpress: port('THEMEUNIT_WORDPRESS_PORT', 8882),
  /** THEME UNIT build (reads the Theme Unit Test WordPress directly). */
  themeUnit: port('E2E_THEMEUNIT_PORT', 4315),
  /** ADS build: sample products with AdSense configured (a fake publisher id; Google is never reached). */
  ads: port('E2E_ADS_PORT', 4316),
  /** The development server (`npm run dev`), started by its own spec. */
  dev: port('E2E_DEV_PORT', 4317),
  /** PACKED build under Cloudflare's own runtime (`wrangler pages dev`), started by its own spec. */
  packed: port('E2E_PACKED_PORT', 4318),
  /** CLOUDFLARE build under Cloudflare's own runtime, started by the same spec. */
  cloudflare: port('E2E_CLOUDFLARE_PORT', 4319),
  /** The mail sink's SMTP server (wordpress/mail-sink.sh), which the local WordPress sends its e-mails to. CI uses 8893. */
  mailSmtp: port('MAIL_SINK_SMTP_PORT', 8883),
  /** The mail sink's HTTP API: the messages it received. CI uses 8894. */
  mailHttp: port('MAIL_SINK_HTTP_PORT', 8884),
};

const local = (p: number) => `http://127.0.0.1:${p}`;

export const urls = {
  wordpress: local(ports.wordpress),
  wordpressRest: `${local(ports.wordpress)}/wp-json/wp/v2`,
  live: local(ports.live),
  sample: local(ports.sample),
  proxy: local(ports.proxy),
  faultSite: local(ports.faultSite),
  themeUnitWordpress: local(ports.themeUnitWordpress),
  themeUnitWordpressRest: `${local(ports.themeUnitWordpress)}/wp-json/wp/v2`,
  themeUnit: local(ports.themeUnit),
  ads: local(ports.ads),
  dev: local(ports.dev),
  packed: local(ports.packed),
  cloudflare: local(ports.cloudflare),
  mail: local(ports.mailHttp),
};

export const buildDirs = {
  live: 'build-e2e-live',
  sample: 'build-e2e-sample',
  themeUnit: 'build-e2e-themeunit',
  ads: 'build-e2e-ads',
  /** The LIVE WordPress for Cloudflare Pages (CLOUDFLARE_PAGES=1). */
  cloudflare: 'build-e2e-cloudflare',
  /** The same with its product pages in packs (PACK_PRODUCT_PAGES=1). */
  packed: 'build-e2e-packed',
} as const;

/** AdSense settings of the ADS build: a made-up publisher and slot. */
export const FAKE_ADSENSE = { client: 'ca-pub-1234567890123456', slot: '1234567890' } as const;

/** Run state (child pids, whether WordPress was already up) and server logs; gitignored. */
export const RUN_DIR = resolve(REPO_ROOT, '.e2e');
export const STATE_FILE = resolve(RUN_DIR, 'state.json');
export const SEED_SUMMARY = resolve(REPO_ROOT, '.wordpress', 'seed-summary.json');
/**
 * The local WordPress's test clock (CURADORIA_TEST_CLOCK_FILE in the wp-config.php wordpress/up.sh
 * writes): the seconds this file holds are added to the clock of the plugin's preview links.
 */
export const WORDPRESS_TEST_CLOCK = resolve(REPO_ROOT, '.wordpress', 'test-clock');
/** Written by wordpress/import.sh for the Theme Unit Test WordPress (statuses of the imported posts). */
export const THEME_UNIT_SUMMARY = resolve(
  process.env.THEMEUNIT_STATE_DIR ?? resolve(REPO_ROOT, '.wordpress-themeunit'),
  'import-summary.json',
);
