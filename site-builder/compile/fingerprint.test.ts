// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildFingerprint, fingerprintChanges } from './fingerprint';

let root = '';
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('app/root.tsx', 'export {}');
  write('app/root.test.tsx', 'test');
  write('app/test/setup.ts', 'setup');
  write('site-builder/step.ts', 'step');
  write('site-builder/test/host.ts', 'host');
  write('public/favicon.svg', '<svg/>');
  write('docs/notes.md', 'notes');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildFingerprint', () => {
  const env = { VITE_SITE_URL: 'https://achados.test', HOME: '/root' };

  it('changes with a source, the lockfile, a public file, a .env file, a VITE_ variable or a Cloudflare setting, and names it', () => {
    const before = buildFingerprint(root, env);
    for (const file of [
      'app/root.tsx',
      'package-lock.json',
      'public/favicon.svg',
      'site-builder/new-step.ts',
      '.env.production',
    ]) {
      const changed = mkdtempSync(join(tmpdir(), 'fingerprint-changed-'));
      cpSync(root, changed, { recursive: true });
      writeFileSync(join(changed, file), 'changed');
      const after = buildFingerprint(changed, env);
      expect(after.digest, file).not.toBe(before.digest);
      expect(fingerprintChanges(before, after), file).toEqual([file]);
      rmSync(changed, { recursive: true });
    }
    const otherSite = buildFingerprint(root, { ...env, VITE_SITE_URL: 'https://outro.test' });
    expect(fingerprintChanges(before, otherSite)).toEqual(['VITE_SITE_URL (environment)']);
    const cloudflare = buildFingerprint(root, { ...env, CLOUDFLARE_PAGES: '1' });
    expect(fingerprintChanges(before, cloudflare)).toEqual(['CLOUDFLARE_PAGES (environment)']);
    const packed = buildFingerprint(root, { ...env, CLOUDFLARE_PAGES: '1', PACK_PRODUCT_PAGES: 'true' });
    expect(fingerprintChanges(cloudflare, packed)).toEqual(['PACK_PRODUCT_PAGES (environment)']);
  });

  it('does not change with tests, documentation or other variables', () => {
    const before = buildFingerprint(root, env);
    write('app/root.test.tsx', 'another test');
    write('app/test/setup.ts', 'another setup');
    write('site-builder/test/host.ts', 'another host');
    write('docs/notes.md', 'more notes');
    expect(buildFingerprint(root, { ...env, HOME: '/home/outro' }).digest).toBe(before.digest);
    // Settings read the same way are the same setting.
    expect(buildFingerprint(root, { ...env, CLOUDFLARE_PAGES: '', PACK_PRODUCT_PAGES: '0' }).digest).toBe(
      before.digest,
    );
  });
});
