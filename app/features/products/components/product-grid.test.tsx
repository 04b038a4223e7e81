import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { SAMPLE_PRODUCTS } from '@/wordpress/samples/sample-products';
import type { Product } from '@/wordpress/types';
import { ProductGrid } from './product-grid';

const [first, second, third] = SAMPLE_PRODUCTS;

function grid(products: readonly (Product | undefined)[], picturesHeld: boolean) {
  return (
    <MemoryRouter>
      <ProductGrid
        products={products.flatMap((product) => product ?? [])}
        renderAd={() => null}
        picturesHeld={picturesHeld}
      />
    </MemoryRouter>
  );
}

/** Whether each card, in order, shows its picture (the cards' pictures are decorative: no role, no name). */
const picturesShown = () => screen.getAllByRole('article').map((card) => within(card).queryByAltText('') !== null);

describe('ProductGrid while the visitor types', () => {
  it('shows the pictures of the cards that came while typing once the hold is over, and keeps those already shown', () => {
    const { rerender } = render(grid([first], false));
    expect(picturesShown()).toEqual([true]);

    // A key brings another card: its picture waits; the card already shown keeps its own.
    rerender(grid([first, second], true));
    expect(picturesShown()).toEqual([true, false]);

    rerender(grid([first, second], false));
    expect(picturesShown()).toEqual([true, true]);

    // Shown once, a picture stays through the next keys.
    rerender(grid([second, first], true));
    expect(picturesShown()).toEqual([true, true]);
  });

  it('shows at once the picture of a card back in the list, shown before in the visit', () => {
    const { rerender } = render(grid([third], false));
    expect(picturesShown()).toEqual([true]);
    rerender(grid([], true));
    rerender(grid([third], true));
    expect(picturesShown()).toEqual([true]);
  });
});
