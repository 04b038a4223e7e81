// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { adsTxt, adsTxtFor } from './ads-txt-plugin';

let root = '';

/** Runs a real Vite build of a one-page project with the plugin; returns the written ads.txt, if any. */
async function buildSite(): Promise<string | null> {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [adsTxt()],
    build: { outDir: join(root, 'dist') },
  });
  const file = join(root, 'dist', 'ads.txt');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

// Real builds: slower than a unit test, more so on a busy machine.
describe('ads.txt', { timeout: 30_000 }, () => {
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ads-txt-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('declares Google as the direct seller of the publisher id', () => {
    expect(adsTxtFor('ca-pub-1234567890123456')).toBe('google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n');
    expect(adsTxtFor(' ca-pub-42 ')).toBe('google.com, pub-42, DIRECT, f08c47fec0942fa0\n');
    expect(adsTxtFor(undefined)).toBeNull();
    expect(adsTxtFor('')).toBeNull();
    expect(adsTxtFor('pub-42')).toBeNull();
  });

  it('is written by a build with VITE_ADSENSE_CLIENT', async () => {
    vi.stubEnv('VITE_ADSENSE_CLIENT', 'ca-pub-1234567890123456');
    expect(await buildSite()).toBe('google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n');
  });

  it('is not written without AdSense', async () => {
    vi.stubEnv('VITE_ADSENSE_CLIENT', '');
    expect(await buildSite()).toBeNull();
  });

  it('never replaces the owner’s own public/ads.txt, with or without AdSense', async () => {
    const owners = 'google.com, pub-999, DIRECT, f08c47fec0942fa0\nexample-exchange.com, 123, RESELLER\n';
    mkdirSync(join(root, 'public'));
    writeFileSync(join(root, 'public', 'ads.txt'), owners);
    vi.stubEnv('VITE_ADSENSE_CLIENT', 'ca-pub-1234567890123456');
    expect(await buildSite()).toBe(owners);
    vi.stubEnv('VITE_ADSENSE_CLIENT', '');
    expect(await buildSite()).toBe(owners);
  });
});
