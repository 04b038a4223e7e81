// Subscriptions and price alerts the whole way, against the real local WordPress and a real SMTP server
// (wordpress/mail-sink.sh): the site's forms, the e-mails received, their links, the owner's edits.
import * as v from 'valibot';

import { expect, test, urls } from './support/fixtures';
import { asOwner, eraseAddress, linkIn, mailbox, passADay, receive, sendQueuedMail } from './support/subscriptions';

const UNAVAILABLE = 'A inscrição por e-mail não está disponível neste site.';
/** The plugin ignores a form sent under 2 s after it was shown (a script's). */
const A_PERSONS_PAUSE_MS = 2_100;

/** A unique address per run, so earlier runs' mail never counts. */
const address = (who: string) => `${who}-${Date.now()}@example.com`;

const createdSchema = v.object({ id: v.number() });

/** The owner's edit of a product's offers, as the block editor saves it (the REST API). */
const setOffers = (id: number, amazonCents: number) =>
  asOwner(`/wp/v2/posts/${id}`, {
    method: 'POST',
    body: {
      meta: {
        offers: [
          { store: 'Amazon', price_cents: amazonCents, url: 'https://www.amazon.com.br/dp/E2EALERTA' },
          { store: 'Magalu', price_cents: 54990, url: 'https://www.magazineluiza.com.br/e2e/p/1/' },
        ],
      },
    },
  });

test.describe('a price alert, the whole way', () => {
  let productId = 0;
  const reader = address('alerta');

  test.beforeAll(async () => {
    const created = await asOwner('/wp/v2/posts', {
      method: 'POST',
      body: { title: 'Cafeteira do teste de alerta', status: 'publish', content: '<p>Para o teste.</p>' },
    });
    productId = v.parse(createdSchema, created).id;
    await setOffers(productId, 49990);
  });

  test.afterAll(async () => {
    await asOwner(`/wp/v2/posts/${productId}?force=true`, { method: 'DELETE' });
    eraseAddress(reader);
  });

  test('subscribe on the product page, confirm from the e-mail, get the alert, leave with one click', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // 1. The product page's form, with a target price.
    await page.goto(`/product/${productId}`);
    const form = page.getByRole('region', { name: 'Avise-me quando o preço baixar' });
    await form.getByLabel('Seu e-mail').fill(reader);
    await form.getByLabel('Preço desejado (opcional)').fill('450,00');
    await expect(form.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
    await page.waitForTimeout(A_PERSONS_PAUSE_MS);
    await form.getByRole('button', { name: 'Avise-me' }).click();
    await expect(form.getByRole('status')).toContainText(`Enviamos um e-mail de confirmação para ${reader}.`);

    // 2. The confirmation e-mail, and its link: the site's page, one press.
    const confirmation = (await receive(reader, 1))[0];
    if (confirmation === undefined) throw new Error(`no confirmation e-mail for ${reader}`);
    expect(confirmation.subject).toMatch(/^Confirme sua inscrição/);
    expect(confirmation.text).toContain('baixar a R$ 450,00 ou menos');
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await page.goto(linkIn(confirmation, `${urls.live}/inscricao/confirmar?token=`));
    await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await expect(page.getByRole('status')).toContainText('Inscrição confirmada!');
    await expect(page.getByRole('link', { name: 'Cafeteira do teste de alerta' })).toBeVisible();

    // 3. The owner lowers the price under the target: the alert.
    await setOffers(productId, 44990);
    const [, alert] = await receive(reader, 2);
    expect(alert?.subject).toBe('O preço baixou: Cafeteira do teste de alerta por R$ 449,90');
    for (const line of ['Antes: R$ 499,90', 'Agora: R$ 449,90 na loja Amazon', 'Está no preço que você pediu']) {
      expect(alert?.text).toContain(line);
    }
    expect(alert?.text).toContain(`${urls.live}/product/${productId}?via=alerta`);
    expect(alert?.text).toContain(`Para não receber mais: ${urls.live}/inscricao/cancelar?token=`);

    // 4. One click from the mail program: RFC 8058's POST to the List-Unsubscribe address.
    const oneClick = /^<(.+)>$/.exec(alert?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).toContain('/wp-json/curadoria/v1/subscriptions/unsubscribe?token=');
    const left = await request.post(oneClick, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(left.status()).toBe(200);

    // 5. Nothing more: a day later (the one-a-day rule out of the way), another drop alerts nobody.
    passADay(productId);
    await setOffers(productId, 39990);
    for (let run = 0; run < 3; run += 1) sendQueuedMail();
    expect(await mailbox(reader)).toHaveLength(2);
  });
});

test.describe('the home’s newsletter block', () => {
  const reader = address('newsletter');

  test.afterAll(() => eraseAddress(reader));

  test('subscribes, and the visible link of the e-mail leaves from the site’s page', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Não perca nenhuma novidade!' });
    await block.getByPlaceholder('Seu melhor email').fill(reader);
    await page.waitForTimeout(A_PERSONS_PAUSE_MS);
    await block.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(block.getByRole('status')).toContainText(`Enviamos um e-mail de confirmação para ${reader}.`);
    const confirmation = (await receive(reader, 1))[0];
    if (confirmation === undefined) throw new Error(`no confirmation e-mail for ${reader}`);
    expect(confirmation.text).toContain('a newsletter "Novidades da semana"');
    await page.goto(linkIn(confirmation, `${urls.live}/inscricao/cancelar?token=`));
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await expect(page.getByRole('status')).toContainText('Inscrição cancelada.');
  });

  test('sends the address typed before the form’s code arrived', async ({ page }) => {
    test.setTimeout(60_000);
    const early = address('antes-do-codigo');
    // The forms' chunk is held until the visitor has typed into the prerendered field.
    let release = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/subscriptions-*.js', async (route) => {
      await typed;
      await route.continue();
    });
    const arrived = page.waitForResponse('**/assets/subscriptions-*.js');
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Não perca nenhuma novidade!' });
    await block.getByPlaceholder('Seu melhor email').fill(early);
    release();
    await arrived;
    await page.waitForTimeout(A_PERSONS_PAUSE_MS);
    await block.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(block.getByRole('status')).toContainText(`Enviamos um e-mail de confirmação para ${early}.`);
    expect((await receive(early, 1))[0]?.subject).toMatch(/^Confirme sua inscrição/);
    eraseAddress(early);
  });

  test('keeps the address in the field and says so when WordPress does not answer', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Não perca nenhuma novidade!' });
    await block.getByPlaceholder('Seu melhor email').fill(reader);
    await page.route('**/wp-json/curadoria/v1/subscriptions', (route) => route.abort('connectionrefused'));
    await block.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(block.getByRole('status')).toContainText('Não foi possível fazer a inscrição agora');
    await expect(block.getByPlaceholder('Seu melhor email')).toHaveValue(reader);
  });
});

test('without a WordPress, or one without the companion plugin, the forms say sign-up is not available', async ({
  page,
}) => {
  for (const site of [urls.sample, urls.themeUnit]) {
    await page.goto(`${site}/`);
    const block = page.getByRole('region', { name: 'Não perca nenhuma novidade!' });
    await expect(block.getByText(UNAVAILABLE)).toBeVisible();
    await expect(block.getByRole('button', { name: 'Inscrever-se' })).toBeDisabled();
  }
});

test('the confirmation and unsubscribe pages are prerendered shells, for no search engine, that say what they need', async ({
  request,
}) => {
  for (const [path, heading, withoutScript] of [
    ['/inscricao/confirmar', 'Confirmar inscrição', 'esta página precisa de JavaScript'],
    [
      '/inscricao/cancelar',
      'Cancelar inscrição',
      'use a opção &quot;Cancelar inscrição&quot; do seu programa de e-mail',
    ],
  ] as const) {
    const response = await request.get(`${urls.live}${path}?token=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 class="text-2xl font-bold text-slate-900">${heading}</h1>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(withoutScript);
  }
});
