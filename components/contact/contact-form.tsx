'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formSubmit, send } from '@/lib/analytics/events';
import { storedVisit } from '@/lib/attribution/browser';
import {
  CONTACT_ATTRIBUTION_FIELD,
  CONTACT_ENDPOINT,
  CONTACT_PLACEHOLDERS,
  CONTACT_REPORT_FIELD,
  CONTACT_UPLOAD_ENDPOINT,
  EMPTY_CONTACT_FORM,
  HONEYPOT_FIELD,
  POST_ONCE_ATTRIBUTE,
  postedByBrowser,
  VISIT_ATTRIBUTE,
  type ContactField,
  type ContactFormState,
} from '@/lib/contact/form';
// TrackedLink reads lib/process/env (zod) for quote links; a phone link needs only the same data-track attributes.
import { phoneHref, siteConfig } from '@/lib/site/config';
import { contactFormOptions } from '@/lib/site/form-options';
import { RequestConfirmation, type SentReport } from './request-confirmation';

type Status = 'idle' | 'sending' | 'sent' | 'invalid' | 'failed';

/** A field the server can name as wrong: the contact fields and the optional report. */
type ErrorField = ContactField | typeof CONTACT_REPORT_FIELD;

type Errors = Partial<Record<ErrorField, string>>;

const CONTACT_FIELDS = Object.keys(EMPTY_CONTACT_FORM) as ContactField[];

/** The contact fields as the form holds them now (what the visitor typed, whenever they typed it). */
function readFields(data: FormData): ContactFormState {
  const fields = { ...EMPTY_CONTACT_FORM };
  for (const field of CONTACT_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string') Object.assign(fields, { [field]: value });
  }
  return fields;
}

/** The largest report taken, checked here too so a visitor is not made to wait for a refusal. */
const MAX_REPORT_BYTES = 25 * 1024 * 1024;
const TOO_LARGE = 'That file is larger than 25 MB, the most we take. Most reports are 2 to 15 MB: try the inspector’s “summary” PDF, or e-mail us the report.';

/** What the upload endpoint answers (JSON). */
type UploadAnswer = { ok?: boolean; reference?: unknown; report?: SentReport; error?: string; message?: string; fields?: Errors };

/** The refusals that concern the file: shown beside the file field. */
const FILE_ERRORS = new Set(['several_files', 'empty', 'too_large', 'not_pdf', 'encrypted', 'unreadable']);

/**
 * Sends the form with its file by XMLHttpRequest, whose upload progress drives the bar; resolves
 * with the status and the JSON answer, or undefined when the connection dropped.
 */
function sendWithReport(body: FormData, onProgress: (percent: number) => void): Promise<{ status: number; answer: UploadAnswer | null } | undefined> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', CONTACT_UPLOAD_ENDPOINT);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (progress) => {
      if (progress.lengthComputable) onProgress(Math.round((progress.loaded / progress.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, answer: request.response as UploadAnswer | null });
    request.onerror = () => resolve(undefined);
    request.send(body);
  });
}

export type ContactFormProps = {
  /** What a browser without JavaScript was sent back with: the message and the fields to fix. */
  serverError?: { message: string; fields: Errors };
};

const FORM_NAME = 'contact_request';

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-teal focus:ring-2 focus:ring-brand-teal/40 focus:outline-none aria-[invalid=true]:border-red-700';
const labelClass = 'block font-semibold text-brand-navy';

/**
 * The request form. It is a plain multipart form until the page has hydrated, and the fields are the
 * browser's own (uncontrolled): what a visitor typed before the page's scripts ran is what is sent,
 * and a hydration never empties a field. Sent before hydration, the browser posts it itself (with the
 * visit and once only: lib/contact/inline-form.ts); the hydrated form then shows it as sending and
 * sends nothing more. The browser checks the required fields and the
 * e-mail format (no custom messages); on submit the request goes to POST /api/contact, which
 * stores it before answering (and delivers it afterwards). If it could not be stored, the visitor is
 * told, keeps what they typed and sees the phone number. Once accepted: the form_submit, conversion, SubmitApplication and Lead events, a console log of
 * the form state, and the confirmation in the form's place (an empty form again if they send another).
 */
export function ContactForm({ serverError }: ContactFormProps = {}) {
  const id = useId();
  const [status, setStatus] = useState<Status>(serverError ? 'invalid' : 'idle');
  const [errors, setErrors] = useState<Errors>(serverError?.fields ?? {});
  const [alert, setAlert] = useState<string | undefined>(serverError?.message);
  const [reference, setReference] = useState<string | undefined>();
  const [sentReport, setSentReport] = useState<SentReport | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Sent before the page hydrated: the browser is posting the form itself, and its answer replaces this page.
  useEffect(() => {
    if (postedByBrowser(formRef.current)) setStatus('sending');
  }, []);

  const fieldId = (field: string) => `${id}-${field}`;

  /** A field the visitor changes is no longer marked wrong. */
  function clearError(field: ErrorField) {
    return () => {
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  /** The confirmation takes the form's place; "Send another request" brings back an empty one. */
  function accepted(fields: ContactFormState, reference: unknown, report: SentReport | undefined) {
    send(formSubmit({ formName: FORM_NAME, serviceType: fields.serviceType, location: fields.location, urgency: fields.urgency }));
    setReference(typeof reference === 'string' ? reference : undefined);
    setSentReport(report);
    setStatus('sent');
  }

  function refused(message: string | undefined, fields: Errors = {}) {
    setErrors(fields);
    setAlert(message);
    setStatus(Object.keys(fields).length > 0 ? 'invalid' : 'failed');
  }

  /** The form with a report: multipart, as the browser would post it without JavaScript, plus the visit's attribution. */
  async function submitWithReport(body: FormData, file: File) {
    if (file.size > MAX_REPORT_BYTES) return refused(TOO_LARGE, { [CONTACT_REPORT_FIELD]: TOO_LARGE });
    body.set(CONTACT_ATTRIBUTION_FIELD, JSON.stringify(storedVisit() ?? null));
    setProgress(0);
    const result = await sendWithReport(body, setProgress);
    setProgress(undefined);
    if (!result) return refused(undefined);
    const { status: code, answer } = result;
    if (code === 200 && answer?.ok) {
      return accepted(readFields(body), answer.reference, answer.report);
    }
    if (answer?.error === 'invalid' && answer.fields) return refused(undefined, answer.fields);
    if (answer?.error && FILE_ERRORS.has(answer.error)) return refused(answer.message, { [CONTACT_REPORT_FIELD]: answer.message ?? '' });
    refused(answer?.message);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Already posted by the browser itself (pressed before hydration): that post is the request.
    if (postedByBrowser(event.currentTarget)) return setStatus('sending');
    if (status === 'sending') return;
    setStatus('sending');
    setErrors({});
    setAlert(undefined);
    const data = new FormData(event.currentTarget);
    const file = fileInput.current?.files?.[0];
    if (file) return submitWithReport(data, file);
    const fields = readFields(data);
    const honeypot = data.get(HONEYPOT_FIELD);
    let response: Response;
    try {
      response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The visit's attribution (landing page, referring site, campaign, pages) goes with the request, and nowhere else.
        body: JSON.stringify({ ...fields, [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '', [CONTACT_ATTRIBUTION_FIELD]: storedVisit() }),
      });
    } catch {
      setStatus('failed');
      return;
    }

    if (response.ok) {
      const body = (await response.json().catch(() => null)) as { reference?: unknown } | null;
      accepted(fields, body?.reference, undefined);
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

  function describedBy(field: ErrorField) {
    return errors[field] ? `${fieldId(field)}-error` : undefined;
  }

  /** What every field's control shares: id, name, change handler and error wiring (the value is the browser's). */
  function control(field: Exclude<ContactField, 'urgency'>) {
    return {
      id: fieldId(field),
      name: field,
      onChange: clearError(field),
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

  function fieldError(field: ErrorField) {
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
        <RequestConfirmation reference={reference} report={sentReport} onAnotherRequest={() => setStatus('idle')} />
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
              {alert ?? (status === 'failed' ? 'Your request could not be sent.' : 'Please check the highlighted fields.')}
            </span>{' '}
            {status === 'failed' && !alert ? 'Nothing you typed has been lost: please try again in a moment, or call us at ' : 'Or call us at '}
            <a href={phoneHref} data-track="phone" data-track-location="contact_form_error" className="whitespace-nowrap font-semibold underline">
              {siteConfig.phone}
            </a>
            .
          </p>
        </div>
      ) : null}

      {/* Without JavaScript the browser posts the form itself, multipart, file and all. */}
      <form
        ref={formRef}
        {...{ [POST_ONCE_ATTRIBUTE]: '', [VISIT_ATTRIBUTE]: '' }}
        action={CONTACT_UPLOAD_ENDPOINT}
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        aria-label="Repair request"
        className="grid gap-5 sm:grid-cols-2"
        aria-busy={sending}
      >
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
                  defaultChecked={option.value === EMPTY_CONTACT_FORM.urgency}
                  onChange={clearError('urgency')}
                  className="size-4 accent-brand-teal"
                />
                <span className="text-slate-800">{option.label}</span>
              </label>
            ))}
          </div>
          {fieldError('urgency')}
        </fieldset>
        {field('message', 'Repairs needed', <textarea {...control('message')} required rows={6} placeholder={CONTACT_PLACEHOLDERS.message} />, true)}
        <div className="sm:col-span-2">
          <label htmlFor={fieldId(CONTACT_REPORT_FIELD)} className={labelClass}>
            Inspection report <span className="font-normal text-slate-700">(optional)</span>
          </label>
          <p id={`${fieldId(CONTACT_REPORT_FIELD)}-hint`} className="mt-1 text-sm text-slate-700">
            One PDF, up to 25 MB. We list the repairs it reports for the owner, so he can price them before he calls.
          </p>
          <input
            ref={fileInput}
            id={fieldId(CONTACT_REPORT_FIELD)}
            name={CONTACT_REPORT_FIELD}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={errors[CONTACT_REPORT_FIELD] ? true : undefined}
            aria-describedby={[`${fieldId(CONTACT_REPORT_FIELD)}-hint`, describedBy(CONTACT_REPORT_FIELD)].filter(Boolean).join(' ')}
            onChange={clearError(CONTACT_REPORT_FIELD)}
            className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white p-2.5 text-base text-slate-900 file:mr-4 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-navy file:px-4 file:font-semibold file:text-white aria-[invalid=true]:border-red-700"
          />
          {fieldError(CONTACT_REPORT_FIELD)}
          <div aria-live="polite" className="mt-2 min-h-6">
            {progress !== undefined ? (
              <>
                <label htmlFor={`${id}-progress`} className="text-sm font-medium text-slate-800">
                  {progress < 100 ? `Uploading your report: ${progress}%` : 'Reading your report…'}
                </label>
                <progress id={`${id}-progress`} max={100} value={progress} className="mt-1 block h-3 w-full accent-brand-teal" />
              </>
            ) : null}
          </div>
        </div>
        {/* Honeypot: people never see or reach it; bots that fill every field are quietly ignored. */}
        <div className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            id={fieldId(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
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
