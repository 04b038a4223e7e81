import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createRoutesStub, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CategoryMenu } from './category-menu';

const CATEGORIES = [
  { name: 'Tecnologia', slug: 'tecnologia' },
  { name: 'Casa', slug: 'casa' },
];

async function renderMenu(at = '/?categoria=Casa') {
  const menu = () => <CategoryMenu categories={CATEGORIES} />;
  const Stub = createRoutesStub([
    { path: '/', Component: menu, HydrateFallback: () => null },
    { path: '/categoria/:slug', Component: menu, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[at]} />);
  await screen.findByRole('button', { name: 'Categorias' });
}

const menuButton = () => screen.getByRole('button', { name: 'Categorias' });
const isOpen = () => menuButton().getAttribute('aria-expanded') === 'true';

/** The hover area is the whole widget: the button and its list. */
function pointer(kind: 'pointerEnter' | 'pointerLeave') {
  const widget = menuButton().parentElement;
  if (widget === null) throw new Error('menu widget not found');
  fireEvent[kind](widget, { pointerType: 'mouse' });
}

function elapse(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('CategoryMenu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists Todos and the categories' pages as links, marking the active one", async () => {
    await renderMenu();
    fireEvent.click(menuButton());
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('link', { name: 'Todos' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Tecnologia' })).toHaveAttribute('href', '/categoria/tecnologia');
    expect(screen.getByRole('link', { name: 'Casa' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the category whose page is open', async () => {
    await renderMenu('/categoria/tecnologia');
    fireEvent.click(menuButton());
    expect(screen.getByRole('link', { name: 'Tecnologia' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Casa' })).not.toHaveAttribute('aria-current');
  });

  it('marks it on the address the page is prerendered at too, with a final slash', async () => {
    await renderMenu('/categoria/tecnologia/');
    fireEvent.click(menuButton());
    expect(screen.getByRole('link', { name: 'Tecnologia' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Todos' })).not.toHaveAttribute('aria-current');
  });

  it("keeps a search: during one, a category's page searches within it and Todos in the whole catalogue", async () => {
    await renderMenu('/?q=fone');
    fireEvent.click(menuButton());
    expect(screen.getByRole('link', { name: 'Tecnologia' })).toHaveAttribute('href', '/categoria/tecnologia?q=fone');
    expect(screen.getByRole('link', { name: 'Todos' })).toHaveAttribute('href', '/?q=fone');
  });

  it("leads from a category page's search to the same search in another category or in all", async () => {
    await renderMenu('/categoria/casa?q=usb');
    fireEvent.click(menuButton());
    expect(screen.getByRole('link', { name: 'Tecnologia' })).toHaveAttribute('href', '/categoria/tecnologia?q=usb');
    expect(screen.getByRole('link', { name: 'Todos' })).toHaveAttribute('href', '/?q=usb');
  });

  it('opens 200 ms after the mouse arrives and closes 150 ms after it leaves', async () => {
    await renderMenu();
    vi.useFakeTimers();
    pointer('pointerEnter');
    elapse(190);
    expect(isOpen()).toBe(false);
    elapse(20);
    expect(isOpen()).toBe(true);
    pointer('pointerLeave');
    elapse(140);
    expect(isOpen()).toBe(true);
    elapse(20);
    expect(isOpen()).toBe(false);
  });

  it('reopens at once when the mouse comes back within 300 ms', async () => {
    await renderMenu();
    vi.useFakeTimers();
    pointer('pointerEnter');
    elapse(200);
    pointer('pointerLeave');
    elapse(200);
    expect(isOpen()).toBe(false);
    pointer('pointerEnter');
    elapse(0);
    expect(isOpen()).toBe(true);
  });

  it('stays open when the menu the mouse just opened is clicked', async () => {
    await renderMenu();
    vi.useFakeTimers();
    pointer('pointerEnter');
    elapse(200);
    fireEvent.click(menuButton());
    expect(isOpen()).toBe(true);
    fireEvent.click(menuButton());
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await renderMenu();
    fireEvent.click(menuButton());
    fireEvent.keyDown(screen.getByRole('link', { name: 'Casa' }), { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(menuButton()).toHaveFocus();
  });
});

describe('CategoryMenu opened before the app started', () => {
  it('stays open once hydrated, as the page loader left it (no hydration warning), and closes as usual', async () => {
    vi.resetModules();
    const { CategoryMenu: Menu }: typeof import('./category-menu') = await import('./category-menu');
    const routes = [{ path: '/', Component: () => <Menu categories={CATEGORIES} /> }];
    const html = renderToString(<RouterProvider router={createMemoryRouter(routes)} />);
    const container = document.createElement('div');
    container.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
    document.body.append(container);
    // What site-builder/pages/prerendered-html.ts's loader does with a press on the button before the app runs.
    const button = container.querySelector('button');
    const list = container.querySelector('ul');
    if (button === null || list === null) throw new Error('no prerendered menu');
    list.hidden = false;
    button.setAttribute('aria-expanded', 'true');

    await act(async () => {
      hydrateRoot(container, <RouterProvider router={createMemoryRouter(routes)} />);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    container.remove();
  });
});
