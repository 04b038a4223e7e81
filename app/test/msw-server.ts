import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Unless a test says otherwise, the test WordPress has no site pages (every footer asks) and no
 * companion plugin (its REST index does not list it), and the site no search index. Anything else a
 * test must answer itself: unhandled requests fail, a request to the plugin's routes among them.
 */
export const server = setupServer(
  // The site under test has no build search index unless a test serves one.
  http.get('*/search/*', () => new HttpResponse(null, { status: 404 })),
  http.get('*/wp-json/wp/v2/pages', () => HttpResponse.json([])),
  http.get('*/wp-json/', () => HttpResponse.json({ namespaces: ['oembed/1.0', 'wp/v2', 'wp-site-health/v1'] })),
);
