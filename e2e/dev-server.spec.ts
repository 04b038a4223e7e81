// The README's development server (`npm run dev`) starts and serves the site: React Router refuses
// to start a development server whose prerendered pages leave a route with a loader out, which once
// made `npm run dev` exit at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

import { expect, test } from '@playwright/test';

import { ports, REPO_ROOT, urls } from './support/env';

let server: ChildProcess | undefined;
let output = '';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  // A hook keeps the configured 30 s whatever the file's test timeout; a loaded machine starts the
  // server in about a minute (the wait below allows 90 s).
  test.setTimeout(120_000);
  // Without a WordPress: the sample products, as on a fresh clone.
  const env = { ...process.env, VITE_WORDPRESS_URL: '', VITE_SITE_URL: '', NODE_ENV: 'development' };
  server = spawn('npx', ['react-router', 'dev', '--port', String(ports.dev), '--strictPort'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; waited < 90_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited (${server.exitCode}):\n${output}`);
    const answered = await fetch(urls.dev).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(500);
  }
  throw new Error(`npm run dev did not answer in 90 s:\n${output}`);
});

test.afterAll(() => {
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test('the development server shows the home and a product page', async ({ page }) => {
  await page.goto(urls.dev);
  await expect(page.getByRole('heading', { name: 'Produtos em destaque' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Mostrando dados de exemplo.', { exact: false })).toBeVisible();
  await page
    .getByRole('link', { name: /Fone de Ouvido Bluetooth/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Fone de Ouvido Bluetooth/ })).toBeVisible();
  expect(output).not.toContain('Invalid route exports');
});
