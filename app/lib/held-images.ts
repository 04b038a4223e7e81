// No imports: the build steps (tools/prerendered-html.ts, tools/page-stylesheet.ts) read it too.

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
