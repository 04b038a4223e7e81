// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { adsTxtFor, writeAdsTxt } from './ads-txt';

let root = '';
const outDir = () => join(root, 'client');
const publicDir = () => join(root, 'public');

/** Runs the step on an empty build folder; returns the written ads.txt, if any. */
function build(client: unknown): string | null {
  mkdirSync(outDir());
  writeAdsTxt(outDir(), '', client);
  const file = join(outDir(), 'ads.txt');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

describe('ads.txt', () => {
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ads-txt-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('declares Google as the direct seller of the publisher id', () => {
    expect(adsTxtFor('ca-pub-1234567890123456')).toBe('google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n');
    expect(adsTxtFor(' ca-pub-42 ')).toBe('google.com, pub-42, DIRECT, f08c47fec0942fa0\n');
    expect(adsTxtFor(undefined)).toBeNull();
    expect(adsTxtFor('')).toBeNull();
    expect(adsTxtFor('pub-42')).toBeNull();
  });

  it('is written into the build with VITE_ADSENSE_CLIENT', () => {
    expect(build('ca-pub-1234567890123456')).toBe('google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n');
  });

  it('is not written without AdSense', () => {
    expect(build('')).toBeNull();
    rmSync(outDir(), { recursive: true });
    expect(build(undefined)).toBeNull();
  });

  it('never replaces the owner’s own public/ads.txt', () => {
    const owners = 'google.com, pub-999, DIRECT, f08c47fec0942fa0\nexample-exchange.com, 123, RESELLER\n';
    // Vite copies public/ into the build before the pipeline runs; the step must leave that copy alone.
    mkdirSync(outDir());
    writeFileSync(join(outDir(), 'ads.txt'), owners);
    mkdirSync(publicDir());
    writeFileSync(join(publicDir(), 'ads.txt'), owners);
    expect(writeAdsTxt(outDir(), publicDir(), 'ca-pub-1234567890123456')).toBe(false);
    expect(readFileSync(join(outDir(), 'ads.txt'), 'utf8')).toBe(owners);
  });
});
