// Prepares everything the end-to-end tests run against:
//   1. the real local WordPress, up and seeded (wordpress/up.sh + seed.sh, idempotent), with its mail sink (a real
//      SMTP server, wordpress/mail-sink.sh) and the LIVE site's address as the one its e-mails link to, and a second
//      one holding WordPress's Theme Unit Test data (wordpress/themeunit.sh: up + import, idempotent);
//   2. the fault proxy in front of the first (e2e/fault-proxy.mjs);
//   3. six builds of the site: LIVE (reads the seeded WordPress through the proxy), SAMPLE (no WordPress),
//      THEME UNIT (reads the Theme Unit Test WordPress), ADS (sample products with AdSense configured, for the
//      consent banner and ads.txt), and CLOUDFLARE and PACKED (LIVE's WordPress for Cloudflare Pages, the second
//      with its product pages in packs; served by their own spec);
//   4. static servers for them (scripts/serve-static.mjs): LIVE twice (the second origin is for fault tests), SAMPLE,
//      THEME UNIT and ADS once.
// Set E2E_SKIP_BUILD=1 to reuse the build-e2e-* folders from a previous run.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

import { buildDirs, FAKE_ADSENSE, ports, REPO_ROOT, RUN_DIR, urls } from './support/env';
import { setSubscriptionsSite } from './support/subscriptions';
import {
  answers,
  portIsFree,
  readState,
  runLogged,
  startNodeScript,
  stopProcess,
  waitForHttp,
  writeState,
  type RunState,
} from './support/processes';

const PROXY_SCRIPT = 'e2e/fault-proxy.mjs';
const SERVE_SCRIPT = 'scripts/serve-static.mjs';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();

  // A run that crashed may have left its servers behind: stop exactly those (recorded pids, command line checked).
  const previous = readState();
  for (const child of previous?.children ?? []) await stopProcess(child.pid, child.script);

  // 1. WordPress. Record whether it was up before, so the teardown leaves it as it found it (after a crashed run,
  // what that run found).
  const wordpressWasRunning = previous?.wordpressWasRunning ?? (await answers(`${urls.wordpress}/wp-json/`));
  const themeUnitWordpressWasRunning =
    previous?.themeUnitWordpressWasRunning ?? (await answers(`${urls.themeUnitWordpress}/wp-json/`));
  const mailSinkWasRunning = previous?.mailSinkWasRunning ?? (await answers(`${urls.mail}/health`));
  const state: RunState = { wordpressWasRunning, themeUnitWordpressWasRunning, mailSinkWasRunning, children: [] };
  writeState(state);
  runLogged('install-chromium', 'bash', ['e2e/install-chromium.sh'], { timeoutMs: 10 * 60_000 });
  const wordpressEnv = { ...process.env, WORDPRESS_PORT: String(ports.wordpress) };
  runLogged('wordpress-up', 'bash', ['wordpress/up.sh'], { env: wordpressEnv, timeoutMs: 10 * 60_000 });
  runLogged('wordpress-seed', 'bash', ['wordpress/seed.sh'], { env: wordpressEnv, timeoutMs: 2 * 60_000 });
  runLogged('mail-sink', 'bash', ['wordpress/mail-sink.sh', 'up'], {
    env: {
      ...process.env,
      MAIL_SINK_SMTP_PORT: String(ports.mailSmtp),
      MAIL_SINK_HTTP_PORT: String(ports.mailHttp),
    },
    timeoutMs: 5 * 60_000,
  });
  // Before the LIVE build: it reads whether the plugin takes subscriptions (it does once it knows the site).
  setSubscriptionsSite(urls.live);
  runLogged('wordpress-themeunit', 'bash', ['wordpress/themeunit.sh'], {
    env: { ...process.env, THEMEUNIT_WORDPRESS_PORT: String(ports.themeUnitWordpress) },
    timeoutMs: 5 * 60_000,
  });

  const ours = {
    live: ports.live,
    sample: ports.sample,
    proxy: ports.proxy,
    faultSite: ports.faultSite,
    themeUnit: ports.themeUnit,
    ads: ports.ads,
  };
  for (const [name, port] of Object.entries(ours)) {
    if (!(await portIsFree(port))) {
      throw new Error(
        `[e2e] port ${port} (${name}) is already in use by another program; free it or move the e2e servers with ` +
          'E2E_LIVE_PORT / E2E_SAMPLE_PORT / E2E_PROXY_PORT / E2E_FAULT_SITE_PORT / E2E_THEMEUNIT_PORT / E2E_ADS_PORT',
      );
    }
  }

  const start = (name: string, script: string, args: string[]) => {
    const child = startNodeScript(name, script, args);
    state.children.push({ name, ...child });
    writeState(state);
  };

  // 2. Fault proxy (starts in mode 'none', so the LIVE build below reads real data through it).
  start('fault-proxy', PROXY_SCRIPT, [String(ports.proxy), urls.wordpress]);
  await waitForHttp(`${urls.proxy}/__fault`, 10_000, resolve(RUN_DIR, 'fault-proxy.log'));

  // 3. Builds, one after the other (2 cores). BUILD_DIR is read by react-router.config.ts.
  if (
    process.env.E2E_SKIP_BUILD === '1' &&
    Object.values(buildDirs).every((dir) => existsSync(resolve(REPO_ROOT, dir)))
  ) {
    console.log('[e2e] E2E_SKIP_BUILD=1: reusing the existing builds');
  } else {
    const common = {
      ...process.env,
      // AdSense off: the ad rows are then placeholders and the page never calls Google.
      VITE_ADSENSE_CLIENT: '',
      VITE_ADSENSE_SLOT: '',
      ALLOW_SAMPLE_BUILD: '',
      VITE_CONSENT_BANNER: '',
      VITE_ADS_WITHOUT_CONSENT: '',
    };
    build('build-live', buildDirs.live, {
      ...common,
      VITE_WORDPRESS_URL: urls.proxy,
      VITE_SITE_URL: urls.live,
    });
    // An empty value (not an absent one) also overrides a VITE_WORDPRESS_URL from a developer's .env file.
    build('build-sample', buildDirs.sample, { ...common, VITE_WORDPRESS_URL: '', VITE_SITE_URL: urls.sample });
    build('build-themeunit', buildDirs.themeUnit, {
      ...common,
      VITE_WORDPRESS_URL: urls.themeUnitWordpress,
      VITE_SITE_URL: urls.themeUnit,
    });
    // Sample products keep this third build cheap (about 5 s); the pages under test are the same.
    build('build-ads', buildDirs.ads, {
      ...common,
      VITE_WORDPRESS_URL: '',
      VITE_SITE_URL: urls.ads,
      VITE_ADSENSE_CLIENT: FAKE_ADSENSE.client,
      VITE_ADSENSE_SLOT: FAKE_ADSENSE.slot,
    });
    // Served by their own spec under Cloudflare's runtime (e2e/cloudflare-pages.spec.ts).
    build('build-cloudflare', buildDirs.cloudflare, {
      ...common,
      VITE_WORDPRESS_URL: urls.proxy,
      VITE_SITE_URL: urls.cloudflare,
      CLOUDFLARE_PAGES: '1',
    });
    build('build-packed', buildDirs.packed, {
      ...common,
      VITE_WORDPRESS_URL: urls.proxy,
      VITE_SITE_URL: urls.packed,
      PACK_PRODUCT_PAGES: '1',
    });
  }

  // 4. Static servers.
  start('site-live', SERVE_SCRIPT, [String(ports.live), buildDirs.live]);
  start('site-sample', SERVE_SCRIPT, [String(ports.sample), buildDirs.sample]);
  start('site-fault', SERVE_SCRIPT, [String(ports.faultSite), buildDirs.live]);
  start('site-themeunit', SERVE_SCRIPT, [String(ports.themeUnit), buildDirs.themeUnit]);
  start('site-ads', SERVE_SCRIPT, [String(ports.ads), buildDirs.ads]);
  await Promise.all([
    waitForHttp(urls.live, 10_000, resolve(RUN_DIR, 'site-live.log')),
    waitForHttp(urls.sample, 10_000, resolve(RUN_DIR, 'site-sample.log')),
    waitForHttp(urls.faultSite, 10_000, resolve(RUN_DIR, 'site-fault.log')),
    waitForHttp(urls.themeUnit, 10_000, resolve(RUN_DIR, 'site-themeunit.log')),
    waitForHttp(urls.ads, 10_000, resolve(RUN_DIR, 'site-ads.log')),
  ]);
  console.log(`[e2e] setup ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function build(name: string, dir: string, env: NodeJS.ProcessEnv): void {
  rmSync(resolve(REPO_ROOT, dir), { recursive: true, force: true });
  runLogged(name, 'npm', ['run', 'build'], { env: { ...env, BUILD_DIR: dir }, timeoutMs: 5 * 60_000 });
  if (!existsSync(resolve(REPO_ROOT, dir, 'client'))) {
    throw new Error(
      `[e2e] ${name}: no ${dir}/client after the build. react-router.config.ts must set ` +
        "`buildDirectory: process.env.BUILD_DIR ?? 'build'`.",
    );
  }
}
