// The class names, attributes and events that the prerendered HTML, the build's page steps
// (site-builder/pages/) and the app agree on: one place, so a rename reaches all three.
// No imports: the build's page steps read it.

/** On <html> when the home was opened with filters in its address (a shared `/?q=…` or `/?categoria=…`). */
export const SHARED_FILTER_CLASS = 'shared-filter';

/**
 * On <html> when the home's <head> sends a `?categoria=` address to the category's page
 * (features/filters/category-page-redirect-script.ts): the page loader then starts nothing, the page
 * is going away.
 */
export const LEAVING_FOR_CATEGORY_PAGE_CLASS = 'leaving-for-category-page';

/** Marks the container a shared search link's early results are drawn into (app/early-search.ts). */
export const EARLY_RESULTS_ATTRIBUTE = 'data-early-results';

/**
 * On <html> once the early search script has drawn 'Nenhum produto encontrado' (app/early-search.ts):
 * app.css then lays the page out as the app's empty list will be, the newsletter under the empty
 * state, so the page's largest text is painted then, not when the app starts.
 */
export const EARLY_EMPTY_CLASS = 'early-empty';

/** Marks the newsletter block, which a page shows under an early empty state (EARLY_EMPTY_CLASS). */
export const NEWSLETTER_ATTRIBUTE = 'data-newsletter';

/** On <html> once the page has asked for the early search script: the page loader waits for it. */
export const EARLY_SEARCH_CLASS = 'early-search';

/**
 * Dispatched on the document when the early search script is done: its results are on screen (a
 * frame after their first image), or it has nothing to show. The app starts then, not before: on a
 * phone its JavaScript would otherwise hold the main thread and the bandwidth the results need.
 */
export const EARLY_RESULTS_EVENT = 'early-results';

/**
 * On <html> of a prerendered page from its first byte until its first image (fetched at high
 * priority: the largest paint on a phone) is on screen. Meanwhile app.css hides the images marked
 * with HELD_IMAGE_ATTRIBUTE, which the browser then does not fetch: the first image has a phone's
 * bandwidth to itself instead of sharing it with the cards below it. Only the build's page loader
 * adds and removes it, so without JavaScript (or in development) nothing waits.
 */
export const IMAGES_HELD_CLASS = 'images-held';

/** Marks a lazy image that waits for the first one (its box keeps its room: nothing moves). */
export const HELD_IMAGE_ATTRIBUTE = 'data-after-first-image';
