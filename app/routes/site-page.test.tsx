import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { FIXTURE_CATEGORIES, TEST_BASE } from '@/test/wordpress-fixtures';

const PRIVACY = {
  id: 3,
  slug: 'politica-de-privacidade',
  title: { rendered: 'Política de Privacidade' },
  excerpt: { rendered: '', protected: false },
  content: {
    rendered:
      '<h2>Cookies de publicidade</h2><ul><li>Google AdSense</li><li>Consent Mode</li></ul><script>alert(1)</script>',
    protected: false,
  },
};
const ABOUT = { ...PRIVACY, id: 4, slug: 'sobre', title: { rendered: 'Sobre n&oacute;s' } };

/** What WordPress answers for `_fields`: only the fields named, a nested one (`content.protected`) by its path. */
function onlyFields(page: Record<string, unknown>, fields: string[] | undefined): Record<string, unknown> {
  if (fields === undefined) return page;
  const answer: Record<string, unknown> = {};
  for (const field of fields) {
    const [name = '', inner] = field.split('.');
    const value = page[name];
    if (inner === undefined) answer[name] = value;
    else if (typeof value === 'object' && value !== null) {
      // Each test page names a nested field once, so the entry holds that field alone.
      answer[name] = Object.fromEntries(Object.entries(value).filter(([key]) => key === inner));
    }
  }
  return answer;
}

function wordpressWithPages(pages: Record<string, unknown>[]) {
  server.use(
    http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES)),
    http.get(`${TEST_BASE}/posts`, () => HttpResponse.json([])),
    http.get(`${TEST_BASE}/pages`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const slugs = params.get('slug')?.split(',') ?? [];
      const fields = params.get('_fields')?.split(',');
      return HttpResponse.json(
        pages.filter((page) => slugs.includes(String(page.slug))).map((page) => onlyFields(page, fields)),
      );
    }),
  );
}

const footer = () => within(screen.getByRole('contentinfo'));

describe('the footer links to the site pages', () => {
  beforeEach(() => wordpressWithPages([PRIVACY, ABOUT]));

  it('links only the pages the WordPress has, to their own page', async () => {
    await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(await footer().findByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/pagina/politica-de-privacidade',
    );
    expect(footer().getByRole('link', { name: 'Sobre nós' })).toHaveAttribute('href', '/pagina/sobre');
    expect(footer().queryByRole('link', { name: 'Termos de Uso' })).not.toBeInTheDocument();
    expect(footer().queryByRole('link', { name: 'Disclosure de Afiliados' })).not.toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Principal' }));
    expect(menu.getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/pagina/sobre');
    expect(menu.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/#contato');
  });
});

it('gives no link to a password-protected page (it has no public page)', async () => {
  const lockedAbout = { ...ABOUT, content: { rendered: '', protected: true } };
  wordpressWithPages([PRIVACY, lockedAbout]);
  await renderApp('/', { wordpressUrl: TEST_BASE });
  expect(await footer().findByRole('link', { name: 'Política de Privacidade' })).toBeInTheDocument();
  expect(footer().queryByRole('link', { name: 'Sobre nós' })).not.toBeInTheDocument();
  const menu = within(screen.getByRole('navigation', { name: 'Principal' }));
  expect(menu.getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/#sobre');
});

it('shows no footer group that has nothing to link to, and sends Contato to the social buttons then', async () => {
  wordpressWithPages([PRIVACY]);
  await renderApp('/', { wordpressUrl: TEST_BASE });
  expect(await footer().findByRole('link', { name: 'Política de Privacidade' })).toBeInTheDocument();
  expect(footer().getByRole('heading', { name: 'Políticas' })).toBeInTheDocument();
  expect(footer().queryByRole('heading', { name: 'Links Úteis' })).not.toBeInTheDocument();
  const menu = within(screen.getByRole('navigation', { name: 'Principal' }));
  expect(menu.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/#contato');
  expect(footer().getByRole('heading', { name: 'Redes sociais' }).parentElement).toHaveAttribute('id', 'contato');
});

it("keeps the spec's '#' links without a WordPress", async () => {
  await renderApp('/');
  for (const label of [
    'Sobre nós',
    'Como funciona',
    'Política de Privacidade',
    'Termos de Uso',
    'Disclosure de Afiliados',
  ]) {
    expect(footer().getByRole('link', { name: label })).toHaveAttribute('href', '#');
  }
});

describe('a site page', () => {
  beforeEach(() => wordpressWithPages([PRIVACY]));

  it('shows its WordPress content under the content rules', async () => {
    const { container } = await renderApp('/pagina/politica-de-privacidade', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies de publicidade' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('main script')).toBeNull();
  });

  it('is the 404 page when the WordPress lacks it', async () => {
    await renderApp('/pagina/termos-de-uso', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });

  it('is the 404 page for a slug the site does not link to', async () => {
    await renderApp('/pagina/qualquer-coisa', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
