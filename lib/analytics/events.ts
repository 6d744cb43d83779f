import { analyticsValues } from '@/lib/site/analytics-values';
import { siteConfig } from '@/lib/site/config';
import { uiTimings } from '@/lib/site/ui-timings';
import { analyticsLocation, isPrivatePath } from './private-pages';

/**
 * Analytics events with their values (analyticsValues). Builders are pure and return
 * what goes to the tag manager's data layer and to the Meta pixel; `send` delivers them to whichever
 * of the two is on the page and never throws when neither is.
 */

export type DataLayerEvent = { event: string } & Record<string, unknown>;
export type PixelCall = { kind: 'track' | 'trackCustom'; name: string; params?: Record<string, unknown> };
export type AnalyticsBatch = { dataLayer: DataLayerEvent[]; pixel: PixelCall[] };

export type ContactMethod = 'phone' | 'email' | 'text';
export type TrackedLinkKind = ContactMethod | 'quote';

const { currency } = analyticsValues;

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: (...args: unknown[]) => void;
  }
}

function batch(dataLayer: DataLayerEvent[], pixel: PixelCall[] = []): AnalyticsBatch {
  return { dataLayer, pixel };
}

export function buttonClick(buttonName: string, location: string): AnalyticsBatch {
  return batch([{ event: 'button_click', button_name: buttonName, button_location: location }]);
}

export function generateLead(method: ContactMethod | 'quote_request', location: string): DataLayerEvent {
  const value = method === 'quote_request' ? analyticsValues.quoteLead : analyticsValues.contactLead;
  return { event: 'generate_lead', method, lead_source: location, value, currency };
}

export function phoneClick(location: string): AnalyticsBatch {
  return batch(
    [{ event: 'phone_click', phone_number: siteConfig.phone, click_location: location }, generateLead('phone', location)],
    [{ kind: 'track', name: 'Contact', params: { method: 'phone', content_name: location } }],
  );
}

export function emailClick(location: string): AnalyticsBatch {
  return batch(
    [{ event: 'email_click', email_address: siteConfig.email, click_location: location }, generateLead('email', location)],
    [{ kind: 'track', name: 'Contact', params: { method: 'email', content_name: location } }],
  );
}

/** A tap on a text (sms:) link: a contact lead like a call, with the number it texts. */
export function textClick(location: string): AnalyticsBatch {
  return batch(
    [{ event: 'text_click', phone_number: siteConfig.phone, click_location: location }, generateLead('text', location)],
    [{ kind: 'track', name: 'Contact', params: { method: 'text', content_name: location } }],
  );
}

export function quoteRequest(location: string): AnalyticsBatch {
  return batch(
    [{ event: 'quote_request', button_location: location }, generateLead('quote_request', location)],
    [{ kind: 'track', name: 'Lead', params: { content_name: location, value: analyticsValues.quoteLead, currency } }],
  );
}

/** The event for a tracked phone, text, e-mail or quote link. */
export function trackedLinkClick(kind: TrackedLinkKind, location: string): AnalyticsBatch {
  if (kind === 'phone') return phoneClick(location);
  if (kind === 'text') return textClick(location);
  if (kind === 'email') return emailClick(location);
  return quoteRequest(location);
}

export function scrollDepth(percent: number, path: string): AnalyticsBatch {
  return batch([{ event: 'scroll_depth', scroll_percentage: percent, page_path: path }]);
}

export function conversion(name: string, value: number): AnalyticsBatch {
  return batch([{ event: 'conversion', conversion_name: name, value, currency }]);
}

export function viewItem(item: { id: string; name: string; category: string }): AnalyticsBatch {
  return batch(
    [{ event: 'view_item', items: [{ item_id: item.id, item_name: item.name, item_category: item.category }] }],
    [{ kind: 'track', name: 'ViewContent', params: { content_ids: [item.id], content_name: item.name, content_category: item.category } }],
  );
}

export function ctaClick(label: string, location: string): AnalyticsBatch {
  return batch([{ event: 'cta_click', cta_text: label, cta_location: location }]);
}

export function pageView(page: { path: string; title: string; location: string }): AnalyticsBatch {
  return batch(
    [{ event: 'page_view', page_path: page.path, page_title: page.title, page_location: analyticsLocation(page.location) }],
    [{ kind: 'track', name: 'PageView' }],
  );
}

export type FormSubmission = { formName: string; serviceType: string; location: string; urgency: string };

/** An accepted contact form: form_submit, a conversion worth formConversion, SubmitApplication and a Lead worth leadEvent. */
export function formSubmit(submission: FormSubmission): AnalyticsBatch {
  const { formConversion, leadEvent } = analyticsValues;
  return batch(
    [
      {
        event: 'form_submit',
        form_name: submission.formName,
        service_type: submission.serviceType,
        location: submission.location,
        urgency: submission.urgency,
      },
      { event: 'conversion', conversion_name: submission.formName, value: formConversion, currency },
    ],
    [
      { kind: 'track', name: 'SubmitApplication' },
      { kind: 'track', name: 'Lead', params: { content_name: submission.formName, value: leadEvent, currency } },
    ],
  );
}

export type WebVital = { name: string; value: number; rating: string; id: string; path: string };

/** A Core Web Vital of this page view, for the tag manager only (the first-party beacon counts it too). */
export function webVital(metric: WebVital): AnalyticsBatch {
  return batch([
    { event: 'web_vitals', metric_name: metric.name, metric_value: metric.value, metric_rating: metric.rating, metric_id: metric.id, page_path: metric.path },
  ]);
}

/** The floating Top button's event. */
export const SCROLL_TO_TOP = 'Scroll to Top';

export function scrollToTopClick(): AnalyticsBatch {
  return buttonClick(SCROLL_TO_TOP, 'floating_button');
}

/** Delivers a batch to window.dataLayer and window.fbq, where present. Never throws. */
export function send(events: AnalyticsBatch, target: Window | undefined = typeof window === 'undefined' ? undefined : window): void {
  // The console and the token pages send nothing to third parties (lib/analytics/private-pages.ts).
  if (!target || isPrivatePath(target.location?.pathname ?? '')) return;
  try {
    if (Array.isArray(target.dataLayer)) {
      for (const event of events.dataLayer) target.dataLayer.push(event);
    }
    if (typeof target.fbq === 'function') {
      for (const call of events.pixel) {
        if (call.params) target.fbq(call.kind, call.name, call.params);
        else target.fbq(call.kind, call.name);
      }
    }
  } catch (error) {
    // Analytics must never break the page a visitor is using.
    console.warn('Analytics event not delivered', error);
  }
}

/** Milestones newly crossed at `percent`, given those already reported on this page visit. */
export function crossedMilestones(percent: number, reported: ReadonlySet<number>, milestones: readonly number[] = uiTimings.scrollDepthMilestones): number[] {
  return milestones.filter((milestone) => percent >= milestone && !reported.has(milestone));
}

/** How far down the page the bottom of the viewport is, in percent (100 when the page does not scroll). */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((scrollY / scrollable) * 100)));
}
