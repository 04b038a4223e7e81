import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

import { hydrateHome } from '@/test/hydrate-app';

// Alone in its file: hydrateHome can run once per file (see there).

const cardTitles = () =>
  screen.queryAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent);

it("a shared /?categoria=Casa link becomes the category's page, with exactly one canonical address: the page's", async () => {
  vi.stubEnv('VITE_SITE_URL', 'https://achados.example');
  await hydrateHome('/?categoria=Casa');
  expect(await screen.findByRole('navigation', { name: 'Trilha de navegação' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casa');
  expect(cardTitles()).toEqual(['Air Fryer Digital 5 Litros', 'Jogo de Panelas Antiaderentes 5 Peças']);
  await waitFor(() => expect(document.title).toBe('Casa | Achados Curados'));
  const canonical = [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));
  expect(canonical).toEqual(['https://achados.example/categoria/casa']);
});
