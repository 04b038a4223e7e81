/**
 * The id of the first element after a page's first screen: the second card of a listing, the picture
 * under a product page's header. The root's `<link rel="expect" blocking="render">` names it, and
 * Chromium paints only once the parser has reached it (it unblocks when the element is inserted, so
 * the id goes on the element after the first screen, not on its last one). Without it, a phone could
 * paint a half-parsed page (a button's icon without its label, a search box without its field) and
 * move it when the rest arrived: a layout shift a visitor sees. Browsers without `rel="expect"` paint
 * as before; a page without the element paints once its HTML is parsed.
 */
export const AFTER_FIRST_SCREEN_ID = 'after-first-screen';
