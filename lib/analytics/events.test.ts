/** @jest-environment jsdom */
import {
  webVital,
  buttonClick,
  conversion,
  crossedMilestones,
  ctaClick,
  emailClick,
  formSubmit,
  pageView,
  phoneClick,
  quoteRequest,
  scrollDepth,
  scrollPercent,
  scrollToTopClick,
  send,
  trackedLinkClick,
  viewItem,
} from './events';
import { analyticsValues } from '@/lib/site/analytics-values';
import { siteConfig } from '@/lib/site/config';

const { contactLead, quoteLead, formConversion, leadEvent } = analyticsValues;

describe('analytics payloads', () => {
  it('gives the tag manager each Web Vital of the page view, and nothing to the pixel', () => {
    expect(webVital({ name: 'LCP', value: 1830.5, rating: 'good', id: 'v5-1', path: '/contact' })).toEqual({
      dataLayer: [{ event: 'web_vitals', metric_name: 'LCP', metric_value: 1830.5, metric_rating: 'good', metric_id: 'v5-1', page_path: '/contact' }],
      pixel: [],
    });
  });

  it('reports a button click with its name and place', () => {
    expect(buttonClick('Subscribe', 'blog_newsletter').dataLayer).toEqual([{ event: 'button_click', button_name: 'Subscribe', button_location: 'blog_newsletter' }]);
  });

  it('reports a text link tap as a contact lead, like a call', () => {
    const { dataLayer, pixel } = trackedLinkClick('text', 'action_bar');
    expect(dataLayer).toEqual([
      { event: 'text_click', phone_number: siteConfig.phone, click_location: 'action_bar' },
      { event: 'generate_lead', method: 'text', lead_source: 'action_bar', value: contactLead, currency: 'USD' },
    ]);
    expect(pixel).toEqual([{ kind: 'track', name: 'Contact', params: { method: 'text', content_name: 'action_bar' } }]);
  });

  it('reports a phone click as a call-or-e-mail lead', () => {
    const { dataLayer, pixel } = phoneClick('hero');
    expect(dataLayer).toEqual([
      { event: 'phone_click', phone_number: siteConfig.phone, click_location: 'hero' },
      { event: 'generate_lead', method: 'phone', lead_source: 'hero', value: contactLead, currency: 'USD' },
    ]);
    expect(pixel).toEqual([{ kind: 'track', name: 'Contact', params: { method: 'phone', content_name: 'hero' } }]);
  });

  it('reports an e-mail click as a call-or-e-mail lead', () => {
    const { dataLayer } = emailClick('footer');
    expect(dataLayer[0]).toMatchObject({ event: 'email_click', click_location: 'footer' });
    expect(dataLayer[1]).toEqual({ event: 'generate_lead', method: 'email', lead_source: 'footer', value: contactLead, currency: 'USD' });
  });

  it('reports a quote request as a quote lead, worth more than a call', () => {
    const { dataLayer, pixel } = quoteRequest('nav_full');
    expect(dataLayer).toEqual([
      { event: 'quote_request', button_location: 'nav_full' },
      { event: 'generate_lead', method: 'quote_request', lead_source: 'nav_full', value: quoteLead, currency: 'USD' },
    ]);
    expect(pixel[0]).toEqual({ kind: 'track', name: 'Lead', params: { content_name: 'nav_full', value: quoteLead, currency: 'USD' } });
    expect(quoteLead).toBeGreaterThan(contactLead);
  });

  it('maps each tracked link kind to its event', () => {
    expect(trackedLinkClick('phone', 'x').dataLayer[0]?.event).toBe('phone_click');
    expect(trackedLinkClick('email', 'x').dataLayer[0]?.event).toBe('email_click');
    expect(trackedLinkClick('quote', 'x').dataLayer[0]?.event).toBe('quote_request');
  });

  it('reports scroll depth, conversions, item views and calls to action', () => {
    expect(scrollDepth(75, '/blog').dataLayer).toEqual([{ event: 'scroll_depth', scroll_percentage: 75, page_path: '/blog' }]);
    expect(conversion('newsletter', 100).dataLayer).toEqual([{ event: 'conversion', conversion_name: 'newsletter', value: 100, currency: 'USD' }]);
    expect(viewItem({ id: 'a-1', name: 'PICRA explained', category: 'Legal' }).dataLayer[0]).toEqual({
      event: 'view_item',
      items: [{ item_id: 'a-1', item_name: 'PICRA explained', item_category: 'Legal' }],
    });
    expect(ctaClick('Get Started Now', 'closing_cta').dataLayer).toEqual([{ event: 'cta_click', cta_text: 'Get Started Now', cta_location: 'closing_cta' }]);
  });

  it('reports a page view with path, title and location', () => {
    const { dataLayer, pixel } = pageView({ path: '/blog', title: 'Blog', location: 'https://example.com/blog' });
    expect(dataLayer).toEqual([{ event: 'page_view', page_path: '/blog', page_title: 'Blog', page_location: 'https://example.com/blog' }]);
    expect(pixel).toEqual([{ kind: 'track', name: 'PageView' }]);
  });

  it('reports a contact form as form_submit, a conversion, SubmitApplication and a Lead, each with its value', () => {
    const { dataLayer, pixel } = formSubmit({ formName: 'contact_request', serviceType: 'plumbing', location: 'norfolk', urgency: 'urgent' });
    expect(dataLayer).toEqual([
      { event: 'form_submit', form_name: 'contact_request', service_type: 'plumbing', location: 'norfolk', urgency: 'urgent' },
      { event: 'conversion', conversion_name: 'contact_request', value: formConversion, currency: 'USD' },
    ]);
    expect(pixel).toEqual([
      { kind: 'track', name: 'SubmitApplication' },
      { kind: 'track', name: 'Lead', params: { content_name: 'contact_request', value: leadEvent, currency: 'USD' } },
    ]);
  });

  it("names the Top button's event 'Scroll to Top'", () => {
    expect(scrollToTopClick().dataLayer[0]).toMatchObject({ event: 'button_click', button_name: 'Scroll to Top' });
  });
});

describe('send', () => {
  afterEach(() => {
    delete window.dataLayer;
    delete window.fbq;
  });

  it('pushes to the data layer and calls the pixel when both are present', () => {
    window.dataLayer = [];
    const fbq = jest.fn();
    window.fbq = fbq;
    send(formSubmit({ formName: 'f', serviceType: 's', location: 'l', urgency: 'standard' }));
    expect(window.dataLayer).toHaveLength(2);
    expect(fbq).toHaveBeenNthCalledWith(1, 'track', 'SubmitApplication');
    expect(fbq).toHaveBeenNthCalledWith(2, 'track', 'Lead', { content_name: 'f', value: leadEvent, currency: 'USD' });
  });

  it('does nothing and never throws when neither tag is on the page', () => {
    expect(() => send(phoneClick('hero'))).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
  });

  it('never throws when a tag itself throws', () => {
    window.fbq = () => {
      throw new Error('blocked');
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => send(pageView({ path: '/', title: 't', location: 'l' }))).not.toThrow();
    warn.mockRestore();
  });
});

describe('scroll depth milestones', () => {
  it.each([
    [0, [], []],
    [25, [], [25]],
    [60, [], [25, 50]],
    [60, [25], [50]],
    [100, [25, 50], [75, 100]],
    [100, [25, 50, 75, 100], []],
  ])('at %i%% with %j reported, reports %j', (percent, reported, expected) => {
    expect(crossedMilestones(percent, new Set(reported))).toEqual(expected);
  });

  it('measures the share of the page scrolled', () => {
    expect(scrollPercent(0, 800, 1800)).toBe(0);
    expect(scrollPercent(500, 800, 1800)).toBe(50);
    expect(scrollPercent(1000, 800, 1800)).toBe(100);
    expect(scrollPercent(0, 800, 700)).toBe(100);
  });
});
