/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { installScrollObserver } from '@/test/support/jest/scroll-observer';
import { Navbar } from './navbar';

jest.mock('next/navigation', () => ({ usePathname: () => '/blog' }));

function renderNavbar(variant: 'full' | 'compact' = 'full') {
  return render(<Navbar variant={variant} quoteLink={<span>Request Quote</span>} />);
}

function setScroll(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Navbar', () => {
  beforeAll(installScrollObserver);
  it('opens and closes the mobile menu with the hamburger button', () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws the phone menu only while it is open', () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).not.toHaveAttribute('aria-controls');
    expect(screen.getAllByRole('link', { name: 'Blog' })).toHaveLength(1);
    fireEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(screen.getAllByRole('link', { name: 'Blog' })).toHaveLength(2);
    fireEvent.click(toggle);
    expect(menu).not.toBeInTheDocument();
    expect(toggle).not.toHaveAttribute('aria-controls');
  });

  it('closes the menu on Escape and gives focus back to the button', () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu after a selection', () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const blogLink = Array.from(menu?.querySelectorAll('a') ?? []).find((link) => link.textContent === 'Blog');
    expect(blogLink).toBeDefined();
    fireEvent.click(blogLink!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
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
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});
