import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PREVIEW_PATH } from '@/config/paths';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import {
  FIXTURE_CATEGORIES,
  serveRestIndex,
  TEST_BASE,
  TEST_SITE,
  wpPost,
  wpPostWithPrices,
} from '@/test/wordpress-fixtures';

const TOKEN = '1.1764334800.QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGk';
const PREVIEW_ROUTE = `${TEST_SITE}/wp-json/curadoria/v1/preview/:id`;
const link = (id: number | string, token = TOKEN) => `${PREVIEW_PATH}?id=${id}&token=${encodeURIComponent(token)}`;

/** A draft with offers and a price history, as the plugin's preview route answers it. */
const draft = (title = 'Cafeteira Oster (rascunho)') => ({
  ...wpPostWithPrices(
    { id: 42, title, content: '<p>Café forte em 30 segundos.</p>' },
    {
      offers: [
        ['Amazon', 59900],
        ['Magalu', 62900],
      ],
      changes: [
        [20, 'Amazon', 64900],
        [20, 'Magalu', 62900],
        [2, 'Amazon', 59900],
      ],
      lowest90: [2, 'Amazon', 59900],
    },
  ),
  status: 'draft',
  link: `${TEST_SITE}/?p=42`,
});

/** Serves the preview route: `answer` for each request; records the tokens it was asked with. */
function servePreview(answer: () => Response) {
  const asked: { id: string; token: string | null }[] = [];
  server.use(
    http.get(PREVIEW_ROUTE, ({ request, params }) => {
      asked.push({ id: String(params.id), token: new URL(request.url).searchParams.get('token') });
      return answer();
    }),
  );
  return asked;
}

/** Every product view or click the page sends to the plugin. */
function recordEvents() {
  const events: unknown[] = [];
  server.use(
    http.post(`${TEST_SITE}/wp-json/curadoria/v1/events`, async ({ request }) => {
      events.push(JSON.parse(await request.text()));
      return HttpResponse.json({ counted: true });
    }),
  );
  return events;
}

/** Lets every request the page would make go out (or not). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** What the build found at the test WordPress. */
const builtWith = (companionPlugin: boolean) => ({
  wordpressUrl: TEST_BASE,
  settingsSeed: { baseUrl: TEST_BASE, data: { priceFreshDays: 30, companionPlugin }, fetchedAt: Date.now() },
});

describe('the preview page', () => {
  // The header asks for the categories on every page.
  beforeEach(() => server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES))));
  afterEach(() => vi.restoreAllMocks());

  it('shows the draft as its product page, under the preview bar, with its offers and price history', async () => {
    const asked = servePreview(() => HttpResponse.json(draft()));
    await renderApp(link(42), builtWith(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cafeteira Oster (rascunho)' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Pré-visualização — não publicado');
    const offers = within(screen.getByRole('region', { name: 'Onde comprar' })).getAllByRole('listitem');
    expect(offers.map((offer) => within(offer).getByRole('link').textContent)).toEqual([
      expect.stringContaining('Ver na Amazon'),
      expect.stringContaining('Ver na Magalu'),
    ]);
    expect(screen.getByRole('img', { name: /^Histórico de preços dos últimos 90 dias/ })).toBeInTheDocument();
    expect(screen.getByText('Café forte em 30 segundos.')).toBeInTheDocument();
    expect(asked).toEqual([{ id: '42', token: TOKEN }]);
  });

  it('is never counted as a view or a click', async () => {
    servePreview(() => HttpResponse.json(draft()));
    const events = recordEvents();
    const { user } = await renderApp(link(42), builtWith(true));
    await screen.findByRole('heading', { level: 1, name: 'Cafeteira Oster (rascunho)' });
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('click', cancel);
    for (const button of screen.getAllByRole('link', { name: /^Ver produto/ })) await user.click(button);
    document.removeEventListener('click', cancel);
    await settle();
    expect(events).toEqual([]);
  });

  it("shares the address the post will have, never the preview's", async () => {
    servePreview(() => HttpResponse.json(draft()));
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await renderApp(link(42), builtWith(true));
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/product/42` }));
    Reflect.deleteProperty(navigator, 'share');
  });

  it('follows the owner’s last save when they come back to the tab', async () => {
    let title = 'Primeiro título';
    servePreview(() => HttpResponse.json(draft(title)));
    await renderApp(link(42), builtWith(true));
    await screen.findByRole('heading', { level: 1, name: 'Primeiro título' });
    title = 'Título corrigido no WordPress';
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Título corrigido no WordPress' })).toBeInTheDocument();
  });

  it('says how to get a new link when the plugin refuses this one, and never logs the token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    servePreview(() =>
      HttpResponse.json(
        { code: 'curadoria_preview_refused', message: 'Link de pré-visualização inválido ou expirado.' },
        { status: 401 },
      ),
    );
    await renderApp(link(42), builtWith(true));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link de pré-visualização expirado ou inválido' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cada link de pré-visualização vale por uma hora. Para gerar um novo, abra o post no WordPress e clique em “Visualizar”.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(JSON.stringify(warn.mock.calls)).not.toContain(TOKEN.slice(-20));
  });

  it('says the same of a link without its post or token, and asks WordPress nothing', async () => {
    const asked = servePreview(() => HttpResponse.json(draft()));
    await renderApp(`${PREVIEW_PATH}?id=42`, builtWith(true));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link de pré-visualização expirado ou inválido' }),
    ).toBeInTheDocument();
    await settle();
    expect(asked).toEqual([]);
  });

  it('says preview needs the plugin with the sample products, asking nothing', async () => {
    const asked = servePreview(() => HttpResponse.json(draft()));
    await renderApp(link(42));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pré-visualização indisponível' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'A pré-visualização de posts não publicados precisa do plugin Curadoria Afiliados, atualizado e ativo no WordPress deste site.',
      ),
    ).toBeInTheDocument();
    await settle();
    expect(asked).toEqual([]);
  });

  it('says preview needs the plugin where the build found none, asking nothing', async () => {
    const asked = servePreview(() => HttpResponse.json(draft()));
    await renderApp(link(42), builtWith(false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pré-visualização indisponível' })).toBeInTheDocument();
    await settle();
    expect(asked).toEqual([]);
  });

  it('says preview needs the plugin at a chosen WordPress whose REST index does not list it', async () => {
    const index = serveRestIndex(TEST_SITE, { companionPlugin: false });
    const asked = servePreview(() => HttpResponse.json(draft()));
    await renderApp(link(42), { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pré-visualização indisponível' })).toBeInTheDocument();
    expect(index.asked()).toBe(1);
    expect(asked).toEqual([]);
  });

  it('says preview needs the plugin when the plugin is older than its preview route', async () => {
    serveRestIndex(TEST_SITE, { companionPlugin: true });
    servePreview(() => HttpResponse.json({ code: 'rest_no_route' }, { status: 404 }));
    await renderApp(link(42), { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pré-visualização indisponível' })).toBeInTheDocument();
  });

  it('says a password-protected post is not shown by the site', async () => {
    servePreview(() =>
      HttpResponse.json({
        ...wpPost({ id: 42, title: 'Protegido' }),
        content: { rendered: '', protected: true },
      }),
    );
    await renderApp(link(42), builtWith(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post protegido por senha' })).toBeInTheDocument();
  });

  it('says WordPress could not be read, and shows the draft once it can', async () => {
    let failing = true;
    servePreview(() => (failing ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(draft())));
    const { user } = await renderApp(link(42), builtWith(true));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível carregar a pré-visualização' }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cafeteira Oster (rascunho)' })).toBeInTheDocument();
  });
});
