import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { TEST_BASE } from '@/test/wordpress-fixtures';

// The WordPress client turns every failure into an empty result (samples), so the error state is
// only reached when loading itself breaks; simulated here by making the loader throw.
vi.mock('@/features/products/api/load-products', () => ({
  loadProductPage: () => Promise.reject(new Error('mapping crashed')),
}));

describe('home when loading the products breaks', () => {
  it('shows the destructive banner with the error text and an empty list', async () => {
    server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json([])));
    await renderApp('/', { wordpressUrl: TEST_BASE });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar produtos. Verifique se a URL do WordPress está correta.');
    expect(screen.getByRole('button', { name: /Configurar WordPress/ })).toBeInTheDocument();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
  });
});
