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

/**
 * The id of the first card after a listing's first row on a wide screen, where the grid shows four cards a
 * row (PRODUCT_GRID_CLASS's `lg`). Cards of a row share its height, so a row painted with two cards grows
 * when the next ones bring a taller part (the 'Menor preço em 90 dias' badge) and moves the first two
 * cards' buttons: the grid's own `<link rel="expect">`, for wide screens only, waits for the whole row.
 */
export const AFTER_WIDE_FIRST_ROW_ID = 'after-wide-first-row';
export const WIDE_FIRST_ROW_CARDS = 4;
export const WIDE_SCREEN_MEDIA = '(min-width: 64rem)';
