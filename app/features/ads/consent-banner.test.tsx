import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/site';
import { gtagCommands } from '@/test/gtag-commands';

const ADSENSE = { VITE_ADSENSE_CLIENT: 'ca-pub-123', VITE_ADSENSE_SLOT: '456' };
const MONTH_MS = 31 * 24 * 60 * 60 * 1000;
const BANNER = { name: 'Cookies de publicidade' };

/** A fresh page load of `path` (the consent state lives per page), with the build's environment. */
async function visit(path: string, env: Record<string, string> = ADSENSE) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { renderApp } = await import('@/test/render-app');
  return renderApp(path);
}

function storeChoice(ads: string, decidedAt = Date.now() - 1000) {
  window.localStorage.setItem(STORAGE_KEYS.consent, JSON.stringify({ version: 1, ads, decidedAt }));
}

function storedChoice(): unknown {
  const raw = window.localStorage.getItem(STORAGE_KEYS.consent);
  return raw === null ? null : JSON.parse(raw);
}

const lastCommand = () => gtagCommands().at(-1);
const footerButton = () =>
  within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Preferências de cookies' });

describe('consent banner', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'dataLayer');
    Reflect.deleteProperty(window, 'adsbygoogle');
    document.body.style.marginBottom = '';
  });

  it('never appears without AdSense: no banner, no footer link, no consent code, nothing stored', async () => {
    await visit('/', {});
    // Long enough for on-demand code to have run if it were going to.
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('dialog', BANNER)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preferências de cookies' })).not.toBeInTheDocument();
    expect(window.dataLayer).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('stays off when the owner uses another consent platform (VITE_CONSENT_BANNER=off)', async () => {
    await visit('/', { ...ADSENSE, VITE_CONSENT_BANNER: 'off' });
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('dialog', BANNER)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preferências de cookies' })).not.toBeInTheDocument();
    expect(window.dataLayer).toBeUndefined();
  });

  it('asks on the first visit, with Consent Mode denied meanwhile, without taking the focus', async () => {
    await visit('/');
    const banner = await screen.findByRole('dialog', BANNER);
    expect(banner).toHaveAttribute('aria-modal', 'false');
    expect(banner).toHaveAccessibleDescription(/o Google os usa para personalizar e medir anúncios/);
    for (const name of ['Rejeitar', 'Aceitar', 'Personalizar']) {
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
    }
    // Rejecting looks exactly like accepting.
    expect(within(banner).getByRole('button', { name: 'Rejeitar' }).className).toBe(
      within(banner).getByRole('button', { name: 'Aceitar' }).className,
    );
    expect(banner).not.toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    expect(gtagCommands()).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
      ],
    ]);
    expect(storedChoice()).toBeNull();
  });

  it('Aceitar grants, keeps the choice and closes the banner', async () => {
    const { user } = await visit('/');
    await user.click(await screen.findByRole('button', { name: 'Aceitar' }));
    expect(screen.queryByRole('dialog', BANNER)).not.toBeInTheDocument();
    expect(lastCommand()).toEqual(['consent', 'update', expect.objectContaining({ ad_personalization: 'granted' })]);
    expect(window.adsbygoogle?.requestNonPersonalizedAds).toBe(0);
    expect(storedChoice()).toMatchObject({ version: 1, ads: 'granted' });
  });

  it('Rejeitar is one click: consent stays denied and ads turn non-personalised', async () => {
    const { user } = await visit('/');
    await user.click(await screen.findByRole('button', { name: 'Rejeitar' }));
    expect(screen.queryByRole('dialog', BANNER)).not.toBeInTheDocument();
    expect(lastCommand()).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    expect(window.adsbygoogle?.requestNonPersonalizedAds).toBe(1);
    expect(storedChoice()).toEqual(expect.objectContaining({ ads: 'denied' }));
  });

  it('Personalizar offers personalised ads or not, unticked by default, and saves the choice', async () => {
    const { user } = await visit('/');
    await user.click(await screen.findByRole('button', { name: 'Personalizar' }));
    const banner = screen.getByRole('dialog', { name: 'Preferências de cookies' });
    const personalised = within(banner).getByRole('checkbox', { name: 'Anúncios personalizados' });
    expect(personalised).not.toBeChecked();
    expect(personalised).toHaveFocus();
    expect(personalised).toHaveAccessibleDescription(/você vê anúncios não personalizados/);
    expect(banner).toHaveTextContent('Sua escolha fica guardada neste navegador por 12 meses.');

    await user.click(within(banner).getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('button', { name: 'Personalizar' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Anúncios personalizados' }));
    await user.click(screen.getByRole('button', { name: 'Salvar escolha' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedChoice()).toEqual(expect.objectContaining({ ads: 'granted' }));
    expect(lastCommand()).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })]);
  });

  it('says that rejecting means no ads at all when the owner configured that', async () => {
    const { user } = await visit('/', { ...ADSENSE, VITE_ADS_WITHOUT_CONSENT: 'none' });
    await user.click(await screen.findByRole('button', { name: 'Personalizar' }));
    expect(screen.getByRole('checkbox', { name: 'Anúncios personalizados' })).toHaveAccessibleDescription(
      /o site não mostra anúncios/,
    );
  });

  it('a kept choice is applied at once and not asked again; the footer reopens it with the focus', async () => {
    storeChoice('granted');
    const { user } = await visit('/product/1');
    await waitFor(() =>
      expect(lastCommand()).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })]),
    );
    expect(screen.queryByRole('dialog', BANNER)).not.toBeInTheDocument();

    await user.click(footerButton());
    const banner = await screen.findByRole('dialog', BANNER);
    await waitFor(() => expect(banner).toHaveFocus());
    expect(banner).toHaveTextContent('Escolha atual: Aceitar.');

    await user.click(within(banner).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog', BANNER)).not.toBeInTheDocument();
    expect(footerButton()).toHaveFocus();

    await user.click(footerButton());
    await user.click(await screen.findByRole('button', { name: 'Rejeitar' }));
    expect(storedChoice()).toEqual(expect.objectContaining({ ads: 'denied' }));
    expect(window.adsbygoogle?.requestNonPersonalizedAds).toBe(1);
    expect(footerButton()).toHaveFocus();
  });

  it('a choice made in another tab closes the banner here and is signalled at once', async () => {
    await visit('/');
    const banner = await screen.findByRole('dialog', BANNER);
    storeChoice('granted');
    // Another tab's write arrives as a storage event; the page may still be subscribing on a busy machine.
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.consent }));
      });
      expect(banner).not.toBeInTheDocument();
    });
    expect(lastCommand()).toEqual(['consent', 'update', expect.objectContaining({ ad_user_data: 'granted' })]);
  });

  it.each([
    ['expired (13 months old)', () => storeChoice('granted', Date.now() - 13 * MONTH_MS)],
    ['damaged', () => window.localStorage.setItem(STORAGE_KEYS.consent, '{"version":1,"ads":"sim"}')],
  ])('asks again when the kept choice is %s, and applies nothing from it', async (_case, arrange) => {
    arrange();
    await visit('/');
    expect(await screen.findByRole('dialog', BANNER)).toBeInTheDocument();
    expect(gtagCommands()).toHaveLength(1);
  });
});
