/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { AnalyticsListener } from './analytics-listener';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

type Layer = { dataLayer: Record<string, unknown>[] };
const pageViews = () => (window as unknown as Layer).dataLayer.filter((event) => event.event === 'page_view');
const nextFrame = () => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined)));

beforeEach(() => {
  (window as unknown as Layer).dataLayer = [];
  pathname = '/';
  document.title = 'Home Inspection Repair Hampton VA';
});

describe('page_view on a route change', () => {
  it('waits for the new page’s title when the router commits the page before its metadata', async () => {
    const { rerender } = render(<AnalyticsListener />);
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_path: '/', page_title: 'Home Inspection Repair Hampton VA' });

    // The new page is on screen, its title not yet: first none, then the contact page's.
    pathname = '/contact';
    document.title = '';
    rerender(<AnalyticsListener />);
    await nextFrame();
    await nextFrame();
    expect(pageViews()).toHaveLength(1);
    document.title = 'Contact and Repair Requests | Tidewater Inspection Repairs';
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toMatchObject({ page_path: '/contact', page_title: 'Contact and Repair Requests | Tidewater Inspection Repairs' });
  });

  it('still counts a view whose page keeps the title of the page before, after a moment', async () => {
    const { rerender } = render(<AnalyticsListener />);
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    pathname = '/blog';
    rerender(<AnalyticsListener />);
    await nextFrame();
    expect(pageViews()).toHaveLength(1);
    await waitFor(() => expect(pageViews()).toHaveLength(2), { timeout: 2_000 });
    expect(pageViews()[1]).toMatchObject({ page_path: '/blog', page_title: 'Home Inspection Repair Hampton VA' });
  });

  it('counts a view left before its title came, once', async () => {
    const { rerender, unmount } = render(<AnalyticsListener />);
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    pathname = '/blog';
    rerender(<AnalyticsListener />);
    pathname = '/contact';
    rerender(<AnalyticsListener />);
    document.title = 'Contact and Repair Requests | Tidewater Inspection Repairs';
    await waitFor(() => expect(pageViews()).toHaveLength(3));
    unmount();
    expect(pageViews().map((view) => view.page_path)).toEqual(['/', '/blog', '/contact']);
  });
});
