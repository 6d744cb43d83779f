/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { businessFacts } from '@/lib/site/owner-facts';
import { aboutPage } from '@/lib/copy/about';
import { settingsWithFacts, settingsWithoutFacts } from '@/test/support/fixtures/owner/settings';
import { MarketingPageView } from './marketing-page-view';

describe('the About page', () => {
  it("shows the owner's story, the checkable facts with the license lookup, and reviews linked to where they were posted", () => {
    render(<MarketingPageView page={aboutPage(businessFacts(settingsWithFacts), [{ src: '/work/deck.jpg', caption: 'Rebuilt deck stairs in Yorktown', alt: '' }])} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Meet Marcus Bell' })).toBeInTheDocument();
    const credentials = screen.getByRole('region', { name: 'License, Insurance and Warranty' });
    expect(credentials).toHaveTextContent('license number 2705198765');
    expect(credentials).toHaveTextContent('Erie Insurance');
    expect(credentials).toHaveTextContent('1-year written workmanship warranty');
    expect(within(credentials).getByRole('link', { name: 'Look the license up at Virginia DPOR' })).toHaveAttribute('href', 'https://www.dpor.virginia.gov/LicenseLookup');
    const reviews = screen.getByRole('region', { name: 'What Customers Wrote' });
    expect(within(reviews).getByRole('link', { name: 'read it on Google' })).toHaveAttribute('href', 'https://g.page/r/fixture-review-1');
    expect(reviews).toHaveTextContent('May 2026');
    expect(screen.getByText('Rebuilt deck stairs in Yorktown')).toBeInTheDocument();
    const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent).join('');
    expect(jsonLd).toContain('"hasCredential"');
    expect(jsonLd).toContain('"founder"');
  });

  it('without the facts, shows what the business does and no empty or placeholder section', () => {
    const { container } = render(<MarketingPageView page={aboutPage(businessFacts(settingsWithoutFacts), [])} />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Tidewater Inspection Repairs' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'License, Insurance and Warranty' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What Customers Wrote' })).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/undefined|null|TODO|license number|Insured for/i);
  });
});
