import faviconSvg from '../../public/favicon.svg?raw';

/** The icon file: the home page links it, because search engines read their favicon from the home's link. */
export const FAVICON_PATH = '/favicon.svg';

/**
 * The same icon inline, for every other page: a browser fetches a linked icon as soon as the page has
 * loaded, on the connection the largest image needs, on the page a visitor usually lands on from a
 * search or a shared link.
 */
export const FAVICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;
