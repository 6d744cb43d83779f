/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { installScrollObserver } from '@/test/support/jest/scroll-observer';
import { Navbar } from './navbar';

jest.mock('next/navigation', () => ({ usePathname: () => '/blog' }));

function renderNavbar(variant: 'full' | 'compact' = 'full') {
  return render(<Navbar variant={variant} quoteLink={<span>Request Quote</span>} />);
}

function menuButton(): HTMLElement {
  const button = document.querySelector<HTMLElement>('button[popovertarget]');
  if (!button) throw new Error('no menu button');
  return button;
}

function setScroll(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Navbar', () => {
  beforeAll(installScrollObserver);
  // Opening, closing, Escape, the focus and the button's name (both names are in the button; CSS shows
  // the one for the menu's state) are the browser's, which jsdom does not implement:
  // e2e/foundation.spec.ts checks them in Chromium. Here: the wiring and the state kept.
  it('opens the phone menu with the menu button: one list of links, the bar\'s, as a popover', () => {
    renderNavbar();
    const toggle = menuButton();
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
    expect(menu).not.toBeNull();
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('aria-controls', menu?.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('link', { name: 'Blog' })).toHaveLength(1);
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Blog' }));
  });

  it('keeps aria-expanded in step with the menu\'s open state', () => {
    renderNavbar();
    const toggle = menuButton();
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '')!;
    act(() => {
      menu.dispatchEvent(Object.assign(new Event('toggle'), { oldState: 'closed', newState: 'open' }));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      menu.dispatchEvent(Object.assign(new Event('toggle'), { oldState: 'open', newState: 'closed' }));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu after a choice in it', () => {
    renderNavbar();
    const toggle = menuButton();
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '')!;
    const hidePopover = jest.fn();
    Object.assign(menu, { hidePopover, matches: (selector: string) => selector === ':popover-open' });
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('links the sections through the home page from other pages', () => {
    renderNavbar();
    expect(screen.getAllByRole('link', { name: 'Services' })[0]).toHaveAttribute('href', '/#services');
  });

  it('leads each audience to its page: buyers, sellers and agents', () => {
    renderNavbar();
    expect(screen.getAllByRole('link', { name: 'Buyers' })[0]).toHaveAttribute('href', '/buyer-repairs');
    expect(screen.getAllByRole('link', { name: 'Sellers' })[0]).toHaveAttribute('href', '/seller-repairs');
    expect(screen.getAllByRole('link', { name: 'Agents' })[0]).toHaveAttribute('href', '/agents');
  });

  it("takes the 'scrolled' look past 50 pixels only", () => {
    const { container } = renderNavbar();
    const header = container.querySelector('header');
    setScroll(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    setScroll(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('has a Home button in the compact variant', () => {
    renderNavbar('compact');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(document.querySelector('button[popovertarget]')).toBeNull();
    expect(document.querySelector('[popover]')).toBeNull();
  });
});
