// No imports: tools/prerendered-html.ts (a build step) reads it too.

/** On <html> when the home was opened with filters in its address (a shared `/?q=…` or `/?categoria=…`). */
export const SHARED_FILTER_CLASS = 'shared-filter';

/**
 * On <html> when the home's <head> sends a `?categoria=` address to the category's page
 * (category-page-redirect-script.ts): the page loader then starts nothing, the page is going away.
 */
export const LEAVING_FOR_CATEGORY_PAGE_CLASS = 'leaving-for-category-page';
