'use client';

import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { formSubmit, send } from '@/lib/analytics/events';
import { storedVisit } from '@/lib/attribution/browser';
import {
  CONTACT_ENDPOINT,
  CONTACT_PLACEHOLDERS,
  EMPTY_CONTACT_FORM,
  HONEYPOT_FIELD,
  type ContactField,
  type ContactFormState,
} from '@/lib/contact/form';
// TrackedLink reads lib/process/env (zod) for quote links; a phone link needs only the same data-track attributes.
import { phoneHref, siteConfig } from '@/lib/site/config';
import { contactFormOptions, type Urgency } from '@/lib/site/form-options';
import { RequestConfirmation } from './request-confirmation';

type Status = 'idle' | 'sending' | 'sent' | 'invalid' | 'failed';

const FORM_NAME = 'contact_request';

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-teal focus:ring-2 focus:ring-brand-teal/40 focus:outline-none aria-[invalid=true]:border-red-700';
const labelClass = 'block font-semibold text-brand-navy';

/**
 * The request form. The browser checks the required fields and the
 * e-mail format (no custom messages); on submit the request goes to POST /api/contact, which
 * stores it before answering (and delivers it afterwards). If it could not be stored, the visitor is
 * told, keeps what they typed and sees the phone number. Once accepted: the form_submit, conversion, SubmitApplication and Lead events, a console log of
 * the form state, and the confirmation in the form's place (an empty form again if they send another).
 */
export function ContactForm() {
  const id = useId();
  const [form, setForm] = useState<ContactFormState>(EMPTY_CONTACT_FORM);
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [reference, setReference] = useState<string | undefined>();

  const fieldId = (field: string) => `${id}-${field}`;

  function update(field: ContactField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, [field]: field === 'urgency' ? (value as Urgency) : value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    setErrors({});
    let response: Response;
    try {
      response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The visit's attribution (landing page, referring site, campaign, pages) goes with the request, and nowhere else.
        body: JSON.stringify({ ...form, [HONEYPOT_FIELD]: honeypot, attribution: storedVisit() }),
      });
    } catch {
      setStatus('failed');
      return;
    }

    if (response.ok) {
      send(formSubmit({ formName: FORM_NAME, serviceType: form.serviceType, location: form.location, urgency: form.urgency }));
      const body = (await response.json().catch(() => null)) as { reference?: unknown } | null;
      setReference(typeof body?.reference === 'string' ? body.reference : undefined);
      setForm(EMPTY_CONTACT_FORM);
      setHoneypot('');
      setStatus('sent');
      return;
    }

    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { fields?: Partial<Record<ContactField, string>> } | null;
      if (body?.fields && Object.keys(body.fields).length > 0) {
        setErrors(body.fields);
        setStatus('invalid');
        return;
      }
    }
    setStatus('failed');
  }

  function describedBy(field: ContactField) {
    return errors[field] ? `${fieldId(field)}-error` : undefined;
  }

  /** What every field's control shares: id, name, value, change handler and error wiring. */
  function control(field: Exclude<ContactField, 'urgency'>) {
    return {
      id: fieldId(field),
      name: field,
      value: form[field],
      onChange: update(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy(field),
      className: inputClass,
    };
  }

  function field(name: Exclude<ContactField, 'urgency'>, label: string, input: ReactNode, wide = false) {
    return (
      <div className={wide ? 'sm:col-span-2' : undefined}>
        <label htmlFor={fieldId(name)} className={labelClass}>
          {label}
        </label>
        {input}
        {fieldError(name)}
      </div>
    );
  }

  function fieldError(field: ContactField) {
    const message = errors[field];
    return message ? (
      <p id={`${fieldId(field)}-error`} className="mt-1 text-sm font-medium text-red-700">
        {message}
      </p>
    ) : null;
  }

  const sending = status === 'sending';

  if (status === 'sent') {
    return (
      <div id="request-form" className="scroll-mt-28">
        <RequestConfirmation reference={reference} onAnotherRequest={() => setStatus('idle')} />
      </div>
    );
  }

  return (
    // The target of quote buttons when there is no quote application (see TrackedLink).
    <div id="request-form" className="scroll-mt-28">
      {status === 'failed' || status === 'invalid' ? (
        <div role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p>
            <span className="font-semibold">
              {status === 'failed' ? 'Your request could not be sent.' : 'Please check the highlighted fields.'}
            </span>{' '}
            {status === 'failed' ? 'Nothing you typed has been lost: please try again in a moment, or call us at ' : 'Or call us at '}
            <a href={phoneHref} data-track="phone" data-track-location="contact_form_error" className="whitespace-nowrap font-semibold underline">
              {siteConfig.phone}
            </a>
            .
          </p>
        </div>
      ) : null}

      <form onSubmit={onSubmit} aria-label="Repair request" className="grid gap-5 sm:grid-cols-2" aria-busy={sending}>
        {field('name', 'Full name', <input {...control('name')} type="text" autoComplete="name" required placeholder={CONTACT_PLACEHOLDERS.name} />)}
        {field('email', 'Email', <input {...control('email')} type="email" autoComplete="email" required placeholder={CONTACT_PLACEHOLDERS.email} />)}
        {field('phone', 'Phone', <input {...control('phone')} type="tel" autoComplete="tel" required placeholder={CONTACT_PLACEHOLDERS.phone} />)}
        {field(
          'location',
          'Property location',
          <select {...control('location')} required>
            <option value="">Select a city</option>
            {contactFormOptions.locations.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
        )}
        {field(
          'serviceType',
          'Service needed',
          <select {...control('serviceType')} required>
            <option value="">Select a service</option>
            {contactFormOptions.services.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
          true,
        )}
        <fieldset className="sm:col-span-2" aria-describedby={describedBy('urgency')}>
          <legend className={labelClass}>How urgent is it?</legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-3">
            {contactFormOptions.urgency.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 px-3.5 py-2 has-[:checked]:border-brand-teal has-[:checked]:bg-cyan-50"
              >
                <input
                  type="radio"
                  name="urgency"
                  value={option.value}
                  checked={form.urgency === option.value}
                  onChange={update('urgency')}
                  className="size-4 accent-brand-teal"
                />
                <span className="text-slate-800">{option.label}</span>
              </label>
            ))}
          </div>
          {fieldError('urgency')}
        </fieldset>
        {field('message', 'Repairs needed', <textarea {...control('message')} required rows={6} placeholder={CONTACT_PLACEHOLDERS.message} />, true)}
        {/* Honeypot: people never see or reach it; bots that fill every field are quietly ignored. */}
        <div className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            id={fieldId(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
            {sending ? 'Sending…' : 'Send Request'}
          </button>
          <p className="mt-3 text-sm text-slate-600">
            We reply {siteConfig.responseTime}. Your details are used only to answer this request.
          </p>
        </div>
      </form>
    </div>
  );
}
