// No imports: tools/prerendered-html.ts (a build step) reads it too.

/** On <html> when the home was opened with filters in its address (a shared `/?q=…` or `/?categoria=…`). */
export const SHARED_FILTER_CLASS = 'shared-filter';
