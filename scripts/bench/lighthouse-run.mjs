// One Lighthouse run (mobile preset) in a fresh Chromium, as the Lighthouse CLI does it (chrome-launcher,
// then Lighthouse's navigation on a Puppeteer page of that browser), writing the JSON report. Run by
// bench.mjs in a child process per run, so no state is shared between runs.
//
// --clock-ms T: the page's clock (Date, Date.now) starts at T instead of now, as for a visitor at that
// moment. The build's data carries the time WordPress was read and the app refreshes it once older
// than its freshness window: the bench sets T to just after the build ("fresh") or hours after it
// ("aged"), whatever the machine's clock says while the runs go on. The script is added with the
// DevTools protocol (Page.addScriptToEvaluateOnNewDocument), before any script of the page runs; the
// page's own bytes and timings are untouched.
//
// --lcp-chain FILE: also writes the two graphs Lighthouse's simulation (Lantern) estimates the LCP
// from, each request and main-thread task with its simulated start and end (the LCP is the mean of
// the two graphs' ends). Lighthouse's own report gives only the total and its phases; this shows
// which downloads and tasks the figure waits for, one after another.
//
// --ignore-certificate-errors: for the bench's HTTPS fronts (tls-front.mjs), whose certificate is
// self-signed for 127.0.0.1.
//
// Usage: node scripts/bench/lighthouse-run.mjs URL REPORT.json [--clock-ms T] [--lcp-chain FILE]
//   [--ignore-certificate-errors]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer from 'puppeteer-core';

import { clockScript } from './common.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

/** One line per node of Lantern's LCP simulations, in the order they end. */
function lcpChain() {
  const lines = [];
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!label.endsWith('LargestContentfulPaint')) continue;
    const rows = [...timings.entries()].sort(([, a], [, b]) => a.endTime - b.endTime);
    lines.push(`${label}: ends at ${Math.round(Math.max(...rows.map(([, timing]) => timing.endTime)))} ms`);
    for (const [node, { startTime, endTime }] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} (${node.request.transferSize} B, ${node.request.priority})`
          : `main thread, ${Math.round(node.duration / 1000)} ms observed: ${[
              ...new Set(node.childEvents.filter((event) => event.dur > 1000).map((event) => event.name)),
            ].join(', ')}`;
      lines.push(
        `  ${String(Math.round(startTime)).padStart(5)} → ${String(Math.round(endTime)).padStart(5)} ms  ${what}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'clock-ms': { type: 'string' },
    'lcp-chain': { type: 'string' },
    'ignore-certificate-errors': { type: 'boolean', default: false },
  },
});
const [url, reportFile] = positionals;
if (url === undefined || reportFile === undefined)
  throw new Error('usage: lighthouse-run.mjs URL REPORT.json [--clock-ms T] [--lcp-chain FILE]');
const clockMs = values['clock-ms'] === undefined ? null : Number(values['clock-ms']);
if (clockMs !== null && !Number.isSafeInteger(clockMs)) throw new Error('--clock-ms needs a time in milliseconds');

const chrome = await chromeLauncher.launch({
  chromeFlags: values['ignore-certificate-errors'] ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
  logLevel: 'silent',
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  if (clockMs !== null) await page.evaluateOnNewDocument(clockScript(clockMs - Date.now()));
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: ['performance', 'accessibility'],
      maxWaitForLoad: 60_000,
    },
    undefined,
    page,
  );
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  writeFileSync(reportFile, typeof result.report === 'string' ? result.report : result.report.join('\n'));
  if (values['lcp-chain'] !== undefined) writeFileSync(values['lcp-chain'], lcpChain());
  await browser.disconnect();
} finally {
  chrome.kill();
}
