// No imports: tools/prerendered-html.ts (a build step) reads it too.

/** Marks the container a shared search link's early results are drawn into (app/early-search.ts). */
export const EARLY_RESULTS_ATTRIBUTE = 'data-early-results';

/** On <html> once the page has asked for the early search script: the page loader waits for it. */
export const EARLY_SEARCH_CLASS = 'early-search';

/**
 * Dispatched on the document when the early search script is done: its results are on screen (a
 * frame after their first image), or it has nothing to show. The app starts then, not before: on a
 * phone its JavaScript would otherwise hold the main thread and the bandwidth the results need.
 */
export const EARLY_RESULTS_EVENT = 'early-results';
