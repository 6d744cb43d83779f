/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ContactForm } from './contact-form';
import { noteVisitPage } from '@/lib/attribution/browser';
import { siteConfig } from '@/lib/site/config';
import { contactFormOptions } from '@/lib/site/form-options';

type Call = { url: string; body: Record<string, unknown> };

function mockFetch(status: number, body?: unknown): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => body,
    } as Response;
  }) as typeof fetch;
  return calls;
}

function fill() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ana Ruiz' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(757) 555-0199' } });
  fireEvent.change(screen.getByLabelText('Property location'), { target: { value: 'yorktown' } });
  fireEvent.change(screen.getByLabelText('Service needed'), { target: { value: 'carpentry' } });
  fireEvent.click(screen.getByLabelText('Emergency (ASAP)'));
  fireEvent.change(screen.getByLabelText('Repairs needed'), { target: { value: 'Rotted deck stairs flagged by the inspector.' } });
}

let log: jest.SpyInstance;
beforeEach(() => {
  // jsdom lays nothing out: no scrollIntoView, no media queries.
  Element.prototype.scrollIntoView = jest.fn();
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: false, media: query })) as never;
  window.dataLayer = [];
  window.fbq = jest.fn();
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  log.mockRestore();
  delete window.dataLayer;
  delete window.fbq;
});

describe('ContactForm', () => {
  it('renders every field with a visible label, its type, its placeholder and standard urgency', () => {
    render(<ContactForm />);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('placeholder', 'Your full name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', '(757) 555-0123');
    expect(screen.getByLabelText('Repairs needed')).toHaveAttribute(
      'placeholder',
      'Please describe the repairs needed, inspection issues, or any specific requirements...',
    );
    for (const label of ['Full name', 'Email', 'Phone', 'Property location', 'Service needed', 'Repairs needed']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Standard (1-3 days)')).toBeChecked();
    const services = Array.from((screen.getByLabelText('Service needed') as HTMLSelectElement).options).map((option) => option.value);
    expect(services).toEqual(['', ...contactFormOptions.services.map((option) => option.value)]);
    const locations = Array.from((screen.getByLabelText('Property location') as HTMLSelectElement).options).map((option) => option.value);
    expect(locations).toEqual(['', ...contactFormOptions.locations.map((option) => option.value)]);
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
  });

  it('on an accepted submit: posts, sends the four events, writes none of the visitor details to the browser console, and puts the focused confirmation with its reference in place of the form', async () => {
    const calls = mockFetch(200, { ok: true, leadId: '3f9a2c1b-5d4e-4f00-9a1b-0c2d3e4f5a6b', reference: '3F9A-2C1B' });
    const scrolled = Element.prototype.scrollIntoView as jest.Mock;
    render(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    const confirmation = await screen.findByRole('region', { name: 'Thank you! Your request has been received.' });
    expect(confirmation).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(confirmation).toHaveTextContent('Your reference is 3F9A-2C1B');
    expect(confirmation).toHaveTextContent(`We reply ${siteConfig.responseTime}`);
    expect(screen.getByRole('link', { name: 'Upload the report' })).toHaveAttribute('href', '/inspection-report');
    expect(screen.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', `tel:${siteConfig.phoneE164}`);
    expect(screen.queryByRole('form', { name: 'Repair request' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/api/contact',
        body: {
          name: 'Ana Ruiz',
          email: 'ana@example.com',
          phone: '(757) 555-0199',
          serviceType: 'carpentry',
          location: 'yorktown',
          message: 'Rotted deck stairs flagged by the inspector.',
          urgency: 'emergency',
          website: '',
          attribution: null,
        },
      },
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'form_submit', form_name: 'contact_request', service_type: 'carpentry', location: 'yorktown', urgency: 'emergency' },
      { event: 'conversion', conversion_name: 'contact_request', value: 100, currency: 'USD' },
    ]);
    expect(window.fbq).toHaveBeenCalledWith('track', 'SubmitApplication');
    expect(window.fbq).toHaveBeenCalledWith('track', 'Lead', { content_name: 'contact_request', value: 150, currency: 'USD' });
    expect(log).not.toHaveBeenCalled();

    // Another request starts from an empty form.
    fireEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Repairs needed')).toHaveValue('');
    expect(screen.getByLabelText('Standard (1-3 days)')).toBeChecked();
  });

  it('confirms without a reference sentence when the answer carries none', async () => {
    mockFetch(200, { ok: true });
    render(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    const confirmation = await screen.findByRole('region', { name: 'Thank you! Your request has been received.' });
    expect(confirmation).not.toHaveTextContent('reference');
  });

  it('sends the visit noted in this tab with the request', async () => {
    const calls = mockFetch(200, { ok: true });
    window.history.replaceState(null, '', '/blog/picra-explained?utm_source=spring-mailer&utm_campaign=spring-2026');
    noteVisitPage('/blog/picra-explained');
    noteVisitPage('/contact');
    render(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await screen.findByText('Thank you! Your request has been received.');
    expect(calls[0]?.body.attribution).toEqual({
      landingPage: '/blog/picra-explained',
      referrerHost: null,
      utmSource: 'spring-mailer',
      utmMedium: null,
      utmCampaign: 'spring-2026',
      pageCount: 2,
      pages: ['/blog/picra-explained', '/contact'],
    });
    window.sessionStorage.clear();
  });

  it('keeps what was typed and shows an alert with the phone number when delivery fails', async () => {
    mockFetch(502, { ok: false, error: 'delivery_failed' });
    render(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request could not be sent.');
    expect(alert).toHaveTextContent(siteConfig.phone);
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Ruiz');
    expect(window.dataLayer).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('marks the fields the server rejected', async () => {
    mockFetch(400, { ok: false, error: 'invalid', fields: { phone: 'Enter a phone number with its area code (10 to 15 digits)' } });
    render(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a phone number with its area code (10 to 15 digits)');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });

  it('shows the failure alert when the network is down', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    render(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
  });

  it('sends what a visitor typed before the page hydrated, however the typing and the hydration interleave', async () => {
    const calls = mockFetch(200, { ok: true, leadId: '3f9a2c1b-5d4e-4f00-9a1b-0c2d3e4f5a6b', reference: '3F9A-2C1B' });
    // The server's HTML, typed into before the scripts ran (a slow phone)...
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    const typed = (label: string, value: string) => {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      field.value = value;
    };
    typed('Full name', 'Ana Ruiz');
    typed('Email', 'ana@example.com');
    // ...then hydrated, and finished after: each change re-renders the form.
    await act(async () => {
      hydrateRoot(container, <ContactForm />);
    });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(757) 555-0199' } });
    fireEvent.change(screen.getByLabelText('Property location'), { target: { value: 'yorktown' } });
    fireEvent.change(screen.getByLabelText('Service needed'), { target: { value: 'carpentry' } });
    fireEvent.change(screen.getByLabelText('Repairs needed'), { target: { value: 'Rotted deck stairs flagged by the inspector.' } });
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Ruiz');
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    await screen.findByRole('region', { name: 'Thank you! Your request has been received.' });
    expect(calls.map((call) => [call.body.name, call.body.email, call.body.phone])).toEqual([['Ana Ruiz', 'ana@example.com', '(757) 555-0199']]);
    container.remove();
  });

  it('sends nothing once the browser has posted the form itself (pressed before hydration), and shows it as sending', async () => {
    const calls = mockFetch(200, { ok: true });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    const form = screen.getByRole('form', { name: 'Repair request' });
    expect(form).toHaveAttribute('data-post-once');
    expect(form).toHaveAttribute('data-visit');
    // What the inline form script marks on a post the browser sent itself.
    form.setAttribute('data-posted', '');
    await act(async () => {
      hydrateRoot(container, <ContactForm />);
    });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    fireEvent.submit(form);
    expect(calls).toEqual([]);
    container.remove();
  });
});
