import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { serveRestIndex, TEST_BASE, TEST_SITE, wordpressHandlers, wpPostWithPrices } from '@/test/wordpress-fixtures';
import type { WordPressSettings } from '@/wordpress/settings';

const PLUGIN = `${TEST_SITE}/wp-json/curadoria/v1`;
const UNAVAILABLE = 'A inscrição por e-mail não está disponível neste site.';
const NEWSLETTER_CONSENT = 'Quero receber a newsletter "Novidades da semana". Posso cancelar quando quiser.';
const ALERT_CONSENT = 'Quero um e-mail quando o preço baixar. Posso cancelar quando quiser.';

/** The settings the build read from a WordPress whose plugin takes subscriptions (consent texts, version 3 and 2). */
const settingsSeed = (data: Partial<WordPressSettings> = {}) => ({
  baseUrl: TEST_BASE,
  fetchedAt: Date.now(),
  data: {
    priceFreshDays: 30,
    companionPlugin: true,
    subscriptions: {
      newsletter: { version: 3, text: NEWSLETTER_CONSENT },
      priceAlert: { version: 2, text: ALERT_CONSENT },
    },
    ...data,
  },
});

/** The plugin's subscription route: what the site sent, and the answer it gets. */
function serveSubscriptions(answer: () => Response = () => HttpResponse.json({ accepted: true }, { status: 202 })) {
  const sent: unknown[] = [];
  server.use(
    http.post(`${PLUGIN}/subscriptions`, async ({ request }) => {
      sent.push(JSON.parse(await request.text()));
      return answer();
    }),
  );
  return sent;
}

/** A WordPress with one product sold at two stores, and the plugin's other routes the pages ask. */
function useWordPressWithProduct() {
  const post = wpPostWithPrices(
    { id: 31, title: 'Fone JBL', daysOld: 40 },
    {
      offers: [
        ['Amazon', 24990],
        ['Magalu', 25990],
      ],
      changes: [],
      lowest90: null,
    },
  );
  server.use(
    ...wordpressHandlers([post]).handlers,
    http.get(`${TEST_BASE}/pages`, () =>
      HttpResponse.json([
        { id: 9, slug: 'politica-de-privacidade', title: { rendered: 'Política' }, modified: '2026-11-01T00:00:00' },
      ]),
    ),
    http.get(`${PLUGIN}/popular`, () => HttpResponse.json([])),
    http.post(`${PLUGIN}/events`, () => HttpResponse.json({ counted: true })),
  );
}

/** The newsletter block, once its code (loaded after the first paint) is there. */
const findNewsletter = () => screen.findByRole('region', { name: 'Não perca nenhuma novidade!' });
const newsletter = () => screen.getByRole('region', { name: 'Não perca nenhuma novidade!' });

describe('the home’s newsletter block', () => {
  it('subscribes: the consent text and the privacy policy before the button, then what will happen', async () => {
    useWordPressWithProduct();
    const sent = serveSubscriptions();
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() });
    const field = await within(await findNewsletter()).findByPlaceholderText('Seu melhor email');
    expect(field).toHaveAttribute('type', 'email');
    const button = within(newsletter()).getByRole('button', { name: 'Inscrever-se' });
    const privacy = await within(newsletter()).findByRole('link', { name: 'Política de Privacidade' });
    expect(privacy).toHaveAttribute('href', '/pagina/politica-de-privacidade');
    expect(within(newsletter()).getByText(NEWSLETTER_CONSENT, { exact: false })).toBeInTheDocument();
    expect(privacy.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(field, ' ana@example.com ');
    await user.click(button);
    expect(
      await within(newsletter()).findByText(/^Enviamos um e-mail de confirmação para ana@example\.com\./),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ email: 'ana@example.com', newsletter: true, consent_version: 3, website: '' }),
    ]);
    // The time since the form was shown (the plugin ignores forms sent under 2 s).
    expect(JSON.stringify(sent[0])).toMatch(/"elapsed_ms":[1-9]/);
  });

  it('says an address is not valid, before sending and when the plugin refuses it, keeping it in the field', async () => {
    useWordPressWithProduct();
    const sent = serveSubscriptions(() =>
      HttpResponse.json({ code: 'curadoria_invalid_email', message: 'inválido' }, { status: 400 }),
    );
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() });
    const field = await within(await findNewsletter()).findByPlaceholderText('Seu melhor email');
    await user.type(field, 'ana@');
    await user.click(within(newsletter()).getByRole('button', { name: 'Inscrever-se' }));
    expect(within(newsletter()).getByText(/Esse e-mail não parece válido/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(field, 'example.c0m');
    await user.click(within(newsletter()).getByRole('button', { name: 'Inscrever-se' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await within(newsletter()).findByText(/Esse e-mail não parece válido/)).toBeInTheDocument();
    expect(field).toHaveValue('ana@example.c0m');
  });

  it('says sign-up failed when WordPress does not answer, and the address stays in the field', async () => {
    useWordPressWithProduct();
    serveSubscriptions(() => HttpResponse.error());
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() });
    const field = await within(await findNewsletter()).findByPlaceholderText('Seu melhor email');
    await user.type(field, 'ana@example.com');
    await user.click(within(newsletter()).getByRole('button', { name: 'Inscrever-se' }));
    expect(await within(newsletter()).findByText(/Não foi possível fazer a inscrição agora/)).toBeInTheDocument();
    expect(field).toHaveValue('ana@example.com');
    expect(within(newsletter()).getByRole('button', { name: 'Inscrever-se' })).toBeEnabled();
  });

  it('says plainly that sign-up is not available with the samples, keeping the spec’s texts', async () => {
    await renderApp('/');
    expect(await within(await findNewsletter()).findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(within(newsletter()).getByPlaceholderText('Seu melhor email')).toBeDisabled();
    expect(within(newsletter()).getByRole('button', { name: 'Inscrever-se' })).toBeDisabled();
  });

  it('says so too for a WordPress without the plugin', async () => {
    useWordPressWithProduct();
    await renderApp('/', {
      wordpressUrl: TEST_BASE,
      settingsSeed: settingsSeed({ companionPlugin: false, subscriptions: undefined }),
    });
    expect(await within(await findNewsletter()).findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('says so for a WordPress whose plugin takes no subscriptions (its owner has not set the site’s address)', async () => {
    useWordPressWithProduct();
    await renderApp('/', { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed({ subscriptions: undefined }) });
    expect(await within(await findNewsletter()).findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('asks another WordPress (chosen in the dialog) whether it takes subscriptions, once the visitor turns to the form', async () => {
    useWordPressWithProduct();
    serveRestIndex(TEST_SITE, { companionPlugin: true });
    let asked = 0;
    server.use(
      http.get(`${PLUGIN}/config`, () => {
        asked += 1;
        return HttpResponse.json({
          version: '1.6.0',
          price_fresh_days: 30,
          subscriptions: {
            available: true,
            consent: {
              newsletter: { version: 1, text: NEWSLETTER_CONSENT },
              price_alert: { version: 1, text: ALERT_CONSENT },
            },
          },
        });
      }),
    );
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    const field = await within(await findNewsletter()).findByPlaceholderText('Seu melhor email');
    expect(asked).toBe(0);
    await user.click(field);
    expect(await within(newsletter()).findByText(NEWSLETTER_CONSENT, { exact: false })).toBeInTheDocument();
    expect(within(newsletter()).getByRole('button', { name: 'Inscrever-se' })).toBeEnabled();
    await user.type(field, 'ana@example.com');
    expect(asked).toBe(1);
  });
});

describe('‘Avise-me quando o preço baixar’ on a product page', () => {
  const alertBlock = () => screen.getByRole('region', { name: 'Avise-me quando o preço baixar' });

  it('subscribes to the product’s alerts with an optional target price', async () => {
    useWordPressWithProduct();
    const sent = serveSubscriptions();
    const { user } = await renderApp('/product/31', { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() });
    const email = await within(
      await screen.findByRole('region', { name: 'Avise-me quando o preço baixar' }),
    ).findByLabelText('Seu e-mail');
    expect(within(alertBlock()).getByText(ALERT_CONSENT, { exact: false })).toBeInTheDocument();
    await user.type(email, 'ana@example.com');
    await user.type(within(alertBlock()).getByLabelText('Preço desejado (opcional)'), 'cem reais');
    await user.click(within(alertBlock()).getByRole('button', { name: 'Avise-me' }));
    expect(within(alertBlock()).getByText(/Digite o preço desejado em reais/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.clear(within(alertBlock()).getByLabelText('Preço desejado (opcional)'));
    await user.type(within(alertBlock()).getByLabelText('Preço desejado (opcional)'), 'R$ 199,90');
    await user.click(within(alertBlock()).getByRole('button', { name: 'Avise-me' }));
    expect(
      await within(alertBlock()).findByText(/^Enviamos um e-mail de confirmação para ana@example\.com\./),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ email: 'ana@example.com', product: 31, target_cents: 19990, consent_version: 2 }),
    ]);
  });

  it('sends no target when none is typed (any real drop)', async () => {
    useWordPressWithProduct();
    const sent = serveSubscriptions();
    const { user } = await renderApp('/product/31', { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() });
    await user.type(await screen.findByLabelText('Seu e-mail'), 'ana@example.com');
    await user.click(within(alertBlock()).getByRole('button', { name: 'Avise-me' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('target_cents');
  });

  it('says plainly that alerts are not available on the sample product', async () => {
    await renderApp('/product/1');
    const block = await screen.findByRole('region', { name: 'Avise-me quando o preço baixar' });
    expect(await within(block).findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Avise-me' })).toBeDisabled();
  });
});

describe('the confirmation and unsubscribe pages', () => {
  const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB';

  function serveLink(route: 'confirm' | 'unsubscribe', answer: () => Response) {
    const tokens: unknown[] = [];
    server.use(
      http.post(`${PLUGIN}/subscriptions/${route}`, async ({ request }) => {
        tokens.push(JSON.parse(await request.text()));
        return answer();
      }),
    );
    return tokens;
  }

  it('confirms with the link’s token when the visitor presses the button, and says what was confirmed', async () => {
    useWordPressWithProduct();
    const tokens = serveLink('confirm', () =>
      HttpResponse.json({
        confirmed: [
          { purpose: 'newsletter', product: null },
          { purpose: 'price_alert', product: { id: 31, title: 'Fone JBL' } },
        ],
      }),
    );
    const { user } = await renderApp(
      { pathname: '/inscricao/confirmar', search: `?token=${TOKEN}` },
      { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() },
    );
    expect(screen.getByRole('heading', { name: 'Confirmar inscrição' })).toBeInTheDocument();
    expect(tokens).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    expect(await screen.findByText('Inscrição confirmada!')).toBeInTheDocument();
    expect(tokens).toEqual([{ token: TOKEN }]);
    expect(screen.getByText(/a newsletter “Novidades da semana”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fone JBL' })).toHaveAttribute('href', '/product/31');
  });

  it('says a spent link is no longer valid', async () => {
    useWordPressWithProduct();
    serveLink('confirm', () => HttpResponse.json({ code: 'curadoria_invalid_token', message: 'x' }, { status: 404 }));
    const { user } = await renderApp(
      { pathname: '/inscricao/confirmar', search: `?token=${TOKEN}` },
      { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() },
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    expect(await screen.findByText(/Este link não vale mais/)).toBeInTheDocument();
  });

  it('unsubscribes with one click and says from what', async () => {
    useWordPressWithProduct();
    serveLink('unsubscribe', () =>
      HttpResponse.json({ unsubscribed: [{ purpose: 'price_alert', product: { id: 31, title: 'Fone JBL' } }] }),
    );
    const { user } = await renderApp(
      { pathname: '/inscricao/cancelar', search: `?token=${TOKEN}` },
      { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancelar inscrição' }));
    expect(await screen.findByText('Inscrição cancelada.')).toBeInTheDocument();
    expect(screen.getByText(/Você não vai mais receber/)).toBeInTheDocument();
  });

  it('offers the button again when WordPress does not answer', async () => {
    useWordPressWithProduct();
    const tokens = serveLink('unsubscribe', () => HttpResponse.error());
    const { user } = await renderApp(
      { pathname: '/inscricao/cancelar', search: `?token=${TOKEN}` },
      { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancelar inscrição' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível falar com o servidor agora.');
    await user.click(screen.getByRole('button', { name: 'Cancelar inscrição' }));
    await waitFor(() => expect(tokens).toHaveLength(2));
  });

  it('says a link without its token is incomplete', async () => {
    useWordPressWithProduct();
    await renderApp('/inscricao/confirmar', { wordpressUrl: TEST_BASE, settingsSeed: settingsSeed() });
    expect(await screen.findByText('Este link está incompleto: abra de novo o link do e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar inscrição' })).toBeDisabled();
  });

  it('says sign-up is not available without a WordPress', async () => {
    const { user } = await renderApp({ pathname: '/inscricao/cancelar', search: `?token=${TOKEN}` });
    await user.click(await screen.findByRole('button', { name: 'Cancelar inscrição' }));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('has no other page under /inscricao', async () => {
    await renderApp('/inscricao/outra');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
