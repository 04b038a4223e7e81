// The listing's empty state (spec section 2): drawn by the app (ListingEmpty) and, for a shared search
// link whose words the build's index lacks, by the early search script before the app runs
// (early-listing-empty.ts). Here, where the site builder reads it too: the home's inline stylesheet
// keeps these classes, so the state drawn early does not move when the whole stylesheet comes.

export const LISTING_EMPTY = {
  className: 'flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-16 text-center',
  title: { className: 'text-lg font-semibold text-slate-900', text: 'Nenhum produto encontrado' },
  hint: {
    className: 'text-sm text-slate-600',
    text: 'Tente ajustar sua busca ou categoria para encontrar produtos incríveis.',
  },
} as const;
