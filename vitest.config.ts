import { defineConfig } from 'vitest/config';

// The React Router Vite plugin is left out on purpose: tests render routes through createRoutesStub.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Ad and consent code stays in the tests; readEnv() decides at run time whether ads show.
  define: { __ADSENSE__: 'true', __PICTURES_URL__: '""' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./app/test/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}', 'site-builder/**/*.test.ts'],
    restoreMocks: true,
    // 2 cores shared with builds and browsers: a slow machine must not turn a passing test red.
    testTimeout: 15_000,
  },
});
