// No imports: tools/prerendered-html.ts (a build step) reads it too.

/** Marks the container a shared search link's early results are drawn into (app/early-search.ts). */
export const EARLY_RESULTS_ATTRIBUTE = 'data-early-results';
