import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CategoryMenu } from './category-menu';

async function renderMenu() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <CategoryMenu categories={['Tecnologia', 'Casa']} />, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={['/?categoria=Casa']} />);
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

  it('lists Todos and the categories as links, marking the active one', async () => {
    await renderMenu();
    fireEvent.click(menuButton());
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('link', { name: 'Todos' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Tecnologia' })).toHaveAttribute('href', '/?categoria=Tecnologia');
    expect(screen.getByRole('link', { name: 'Casa' })).toHaveAttribute('aria-current', 'page');
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
