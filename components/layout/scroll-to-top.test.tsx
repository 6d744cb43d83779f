/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { installScrollObserver } from '@/test/support/jest/scroll-observer';
import { ScrollToTop } from './scroll-to-top';

function setScroll(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as never;
}

describe('ScrollToTop', () => {
  beforeAll(installScrollObserver);
  beforeEach(() => {
    window.scrollTo = jest.fn() as never;
    window.dataLayer = [];
  });
  afterEach(() => {
    delete window.dataLayer;
    jest.useRealTimers();
  });

  it('appears only once the page is scrolled more than 200 pixels', () => {
    render(<ScrollToTop />);
    setScroll(200);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    setScroll(201);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toHaveTextContent('Top');
  });

  it("scrolls smoothly to the top, releases 30 tools for 3 s and reports 'Scroll to Top'", () => {
    jest.useFakeTimers();
    mockReducedMotion(false);
    render(<ScrollToTop />);
    setScroll(900);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(window.dataLayer).toEqual([{ event: 'button_click', button_name: 'Scroll to Top', button_location: 'floating_button' }]);
    const tools = screen.getByTestId('floating-tools');
    expect(tools.children).toHaveLength(30);
    expect((tools.children[0] as HTMLElement).style.animationDuration).toBe('3000ms');
    act(() => {
      jest.advanceTimersByTime(3600);
    });
    expect(screen.queryByTestId('floating-tools')).toBeNull();
  });

  it('releases no tools under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<ScrollToTop />);
    setScroll(900);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    expect(screen.queryByTestId('floating-tools')).toBeNull();
  });
});
