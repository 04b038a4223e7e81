import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';

import { hydrateHome } from '@/test/hydrate-app';

// Alone in its file: hydrateHome can run once per file (see there).

it('a build without WordPress: the prerendered samples stay on screen as the app starts (their code loads on demand, but not for this page)', async () => {
  await hydrateHome('/');
  // Straight after hydration, before any on-demand code could arrive.
  const cards = screen.queryAllByTestId('product-card');
  expect(cards).toHaveLength(10);
  expect(within(cards[0] ?? document.body).getByRole('heading')).toHaveTextContent(
    'Fone de Ouvido Bluetooth com Cancelamento de Ruído',
  );
  expect(screen.queryByText('Carregando produtos...')).not.toBeInTheDocument();
});
