// The listing's empty state (spec section 2), for the app (ListingEmpty) and for a shared search link
// whose words the build's index finds in no product (app/early-search.ts): one markup, drawn with the
// DOM there before the app runs, so the app's own state replaces it without a change.

export const LISTING_EMPTY = {
  className: 'flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-16 text-center',
  title: { className: 'text-lg font-semibold text-slate-900', text: 'Nenhum produto encontrado' },
  hint: {
    className: 'text-sm text-slate-600',
    text: 'Tente ajustar sua busca ou categoria para encontrar produtos incríveis.',
  },
} as const;

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
