import { defineConfig } from '@playwright/test';

import { urls } from './e2e/support/env';

const CI = Boolean(process.env.CI);

/**
 * End-to-end tests in Debian's Chromium against a real local WordPress (see e2e/global-setup.ts).
 * No browser is ever downloaded: the executable is fixed, so PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD does not matter here.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // 2 cores: one test file per worker, the tests of a file in order (the fault tests rely on it).
  workers: 2,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalTimeout: 15 * 60_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    baseURL: urls.live,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /price-refresh\.spec\.ts$/ },
    // The price refresh follows the deploy hook the WordPress calls, a site-wide setting: another spec
    // saving the plugin's settings page meanwhile (the preview's site address) would put back the hook
    // it had loaded. So it runs after the others, alone.
    { name: 'deploy-hook', testMatch: /price-refresh\.spec\.ts$/, dependencies: ['chromium'] },
  ],
});
