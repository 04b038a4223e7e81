import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { earlyListingEmpty } from './early-listing-empty';
import { ListingEmpty } from './listing-states';

describe("the empty state a shared search link draws before the app (the build's index found nothing)", () => {
  it("is the app's 'Nenhum produto encontrado', element for element, so the app's replaces it unseen", () => {
    const { container } = render(<ListingEmpty />);
    const app = container.firstElementChild;
    const early = earlyListingEmpty(document);

    expect(early.outerHTML).toBe(app?.outerHTML);
    document.body.append(early);
    expect(screen.getAllByText('Nenhum produto encontrado')).toHaveLength(2);
    expect(screen.getAllByText('Tente ajustar sua busca ou categoria para encontrar produtos incríveis.')).toHaveLength(
      2,
    );
    early.remove();
  });
});
