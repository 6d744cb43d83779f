import vm from 'node:vm';
import { VISIT_STORAGE_KEY } from '@/lib/attribution/visit';
import { CONTACT_ATTRIBUTION_FIELD, POST_ONCE_ATTRIBUTE, POSTED_ATTRIBUTE, postedByBrowser, VISIT_ATTRIBUTE } from './form';
import { INLINE_FORM_SCRIPT } from './inline-form';

type Listener = (event: unknown) => void;

/** A form element as the script sees it: attributes only. */
function form(...marks: string[]) {
  const attributes = new Set(marks);
  return {
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
  };
}

type Form = ReturnType<typeof form>;

/**
 * A page running the script. A browser fires, for a form's submission: the submit event (listeners may
 * cancel it); when it went uncancelled, a formdata event, then the navigation. `new FormData(form)`
 * fires the formdata event alone. Listeners on window in the capture phase run first.
 */
function page(options: { visit?: string | null; storage?: 'ok' | 'throws' } = {}) {
  const listeners: Record<string, Listener[]> = {};
  const forms: Form[] = [];
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
  const window = {
    addEventListener: on,
    get sessionStorage() {
      if (options.storage === 'throws') throw new DOMException('denied', 'SecurityError');
      return { getItem: (key: string) => (key === VISIT_STORAGE_KEY ? (options.visit ?? null) : null) };
    },
  };
  const document = {
    querySelectorAll: (selector: string) => forms.filter((entry) => entry.hasAttribute(selector.replace(/^\[|\]$/g, ''))),
  };
  vm.runInNewContext(INLINE_FORM_SCRIPT, { window, document });
  const fire = (type: string, event: object) => listeners[type]?.forEach((listener) => listener(event));

  /** The visitor presses Send; `page` is what the page's own script does in its submit handler. */
  function submit(target: Form, handler?: (event: { preventDefault(): void }) => void) {
    const event = { target, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    fire('submit', event);
    handler?.(event);
    if (event.defaultPrevented) return { posted: false, data: undefined };
    return { posted: true, data: formData(target) };
  }

  function formData(target: Form) {
    const data = new Map<string, string>();
    fire('formdata', { target, formData: { set: (name: string, value: string) => data.set(name, value) } });
    return data;
  }

  return {
    form: (...marks: string[]) => {
      const created = form(...marks);
      forms.push(created);
      return created;
    },
    submit,
    formData,
    restoreFromCache: () => fire('pageshow', { persisted: true }),
  };
}

const VISIT = JSON.stringify({ landingPage: '/buyer-repairs', referrerHost: null, utmSource: 'postcard', utmMedium: 'print', utmCampaign: 'fall-2026', pageCount: 2, pages: ['/buyer-repairs', '/contact'] });

describe('the inline form script', () => {
  test('a post the browser sends itself carries the visit and marks the form as posted', () => {
    const tab = page({ visit: VISIT });
    const contact = tab.form(POST_ONCE_ATTRIBUTE, VISIT_ATTRIBUTE);
    const sent = tab.submit(contact);
    expect(sent.posted).toBe(true);
    expect(sent.data?.get(CONTACT_ATTRIBUTION_FIELD)).toBe(VISIT);
    expect(postedByBrowser(contact as unknown as HTMLFormElement)).toBe(true);
  });

  test('a second press on a posted form is cancelled, whoever handles it', () => {
    const tab = page({ visit: VISIT });
    const contact = tab.form(POST_ONCE_ATTRIBUTE, VISIT_ATTRIBUTE);
    tab.submit(contact);
    expect(tab.submit(contact).posted).toBe(false);
    expect(tab.submit(contact, (event) => event.preventDefault()).posted).toBe(false);
  });

  test('a submit the page script handles (cancelled) leaves the form unmarked, and its FormData carries the visit', () => {
    const tab = page({ visit: VISIT });
    const contact = tab.form(POST_ONCE_ATTRIBUTE, VISIT_ATTRIBUTE);
    let built: Map<string, string> | undefined;
    const sent = tab.submit(contact, (event) => {
      event.preventDefault();
      built = tab.formData(contact);
    });
    expect(sent.posted).toBe(false);
    expect(built?.get(CONTACT_ATTRIBUTION_FIELD)).toBe(VISIT);
    expect(contact.hasAttribute(POSTED_ATTRIBUTE)).toBe(false);
    // The script may send it again (after a refusal, say).
    expect(tab.submit(contact, (event) => event.preventDefault()).posted).toBe(false);
    expect(contact.hasAttribute(POSTED_ATTRIBUTE)).toBe(false);
  });

  test('a page restored from the back/forward cache can send its forms again', () => {
    const tab = page({ visit: VISIT });
    const contact = tab.form(POST_ONCE_ATTRIBUTE, VISIT_ATTRIBUTE);
    tab.submit(contact);
    tab.restoreFromCache();
    expect(contact.hasAttribute(POSTED_ATTRIBUTE)).toBe(false);
    expect(tab.submit(contact).posted).toBe(true);
  });

  test('forms without the marks are left alone', () => {
    const tab = page({ visit: VISIT });
    const search = tab.form();
    const report = tab.form(POST_ONCE_ATTRIBUTE);
    expect(tab.submit(search).data?.size).toBe(0);
    expect(tab.submit(search).posted).toBe(true);
    expect(search.hasAttribute(POSTED_ATTRIBUTE)).toBe(false);
    expect(tab.submit(report).data?.has(CONTACT_ATTRIBUTION_FIELD)).toBe(false);
    expect(report.hasAttribute(POSTED_ATTRIBUTE)).toBe(true);
  });

  test('without a stored visit, or with storage switched off, the form is posted without one', () => {
    for (const options of [{ visit: null }, { visit: VISIT, storage: 'throws' as const }]) {
      const tab = page(options);
      const contact = tab.form(POST_ONCE_ATTRIBUTE, VISIT_ATTRIBUTE);
      const sent = tab.submit(contact);
      expect(sent.posted).toBe(true);
      expect(sent.data?.has(CONTACT_ATTRIBUTION_FIELD)).toBe(false);
    }
  });

  test('stays small: it is written into every page', () => {
    expect(Buffer.byteLength(INLINE_FORM_SCRIPT)).toBeLessThan(900);
  });
});
