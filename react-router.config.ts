import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // SPA mode: the build writes static files only; the root is prerendered into the fallback page.
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
