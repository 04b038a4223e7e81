// The build against WordPress: an unreachable WordPress fails it with a message naming the address, unless the
// owner explicitly allows a build from the sample products. Runs `npm run build` itself, into .e2e/.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { expect, test } from '@playwright/test';

import { REPO_ROOT, RUN_DIR } from './support/env';

const run = promisify(execFile);
const UNREACHABLE = 'http://127.0.0.1:9';

function build(env: Record<string, string>) {
  return run('npm', ['run', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, VITE_SITE_URL: '', ...env },
    timeout: 120_000,
    maxBuffer: 20 * 1024 * 1024,
  });
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

test('an unreachable WordPress fails the build, naming its address', async () => {
  const buildDir = join(RUN_DIR, 'build-unreachable');
  rmSync(buildDir, { recursive: true, force: true });
  const failure = await build({ VITE_WORDPRESS_URL: UNREACHABLE, BUILD_DIR: buildDir }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure, 'the build must fail').not.toBeNull();
  const output = failure instanceof Error && 'stderr' in failure ? String(failure.stderr) : '';
  expect(output).toContain(`${UNREACHABLE}/wp-json/wp/v2`);
  expect(output).toContain('ALLOW_SAMPLE_BUILD=1');
  expect(existsSync(join(buildDir, 'client', 'index.html'))).toBe(false);
});

test('ALLOW_SAMPLE_BUILD=1 builds the sample products instead', async () => {
  const buildDir = join(RUN_DIR, 'build-allowed-samples');
  rmSync(buildDir, { recursive: true, force: true });
  await build({ VITE_WORDPRESS_URL: UNREACHABLE, BUILD_DIR: buildDir, ALLOW_SAMPLE_BUILD: '1' });
  const product = readFileSync(join(buildDir, 'client', 'product', '1', 'index.html'), 'utf8');
  expect(product).toContain('Fone de Ouvido Bluetooth com Cancelamento de Ruído');
  rmSync(buildDir, { recursive: true, force: true });
});
