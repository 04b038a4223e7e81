import { LISTING_EMPTY } from '@/config/listing-empty';

/**
 * The listing's empty state built with the DOM, as ListingEmpty renders it: what a shared search link
 * whose words the build's index lacks shows before the app runs (app/early-search.ts), replaced by
 * the app's own without a change.
 */
export function earlyListingEmpty(document: Document): HTMLElement {
  const box = document.createElement('div');
  box.className = LISTING_EMPTY.className;
  for (const line of [LISTING_EMPTY.title, LISTING_EMPTY.hint]) {
    const paragraph = document.createElement('p');
    paragraph.className = line.className;
    paragraph.textContent = line.text;
    box.append(paragraph);
  }
  return box;
}
