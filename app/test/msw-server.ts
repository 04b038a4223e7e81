import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Every page's footer asks WordPress which site pages it has; unless a test says otherwise, the
 * test WordPress has none. Anything else a test must answer itself (unhandled requests fail).
 */
export const server = setupServer(http.get('*/wp-json/wp/v2/pages', () => HttpResponse.json([])));
