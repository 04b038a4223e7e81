import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { getQueryClient } from '@/wordpress/query-client';

import { installConsoleGuard, takeConsoleErrors } from './console-guard';
import { server } from './msw-server';

// findBy/waitFor wait up to 5 s (1 s by default): CI shares 2 cores with builds and browsers, and a
// lazy chunk loaded on a click (the share button's) once took 4 s on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => installConsoleGuard());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  if (typeof window !== 'undefined') {
    // Each test is a visit of its own: nothing the last one learned (what a WordPress has) carries over.
    window.localStorage.clear();
    getQueryClient().clear();
  }
  vi.unstubAllEnvs();
  const errors = takeConsoleErrors();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

afterAll(() => server.close());
