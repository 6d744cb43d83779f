'use client';

import { useId, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD } from '@/lib/contact/form';

type Outcome = { tone: 'success' | 'info' | 'error'; message: string };

/** The newsletter box's form: posts the address to /api/newsletter and shows what really happened. */
export function NewsletterForm() {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const honeypot = String(data.get(HONEYPOT_FIELD) ?? '');
    setPending(true);
    setOutcome(null);
    try {
      const response = await fetch('/api/newsletter', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, [HONEYPOT_FIELD]: honeypot }) });
      const body = (await response.json()) as { ok?: boolean; message?: string; error?: string };
      setOutcome({
        // Sign-up switched off is information; a refused address or a store that failed is an error to act on.
        tone: body.ok ? 'success' : body.error === 'not_running' ? 'info' : 'error',
        message: body.message ?? 'Something went wrong, so you are not subscribed. Please try again later.',
      });
    } catch {
      setOutcome({ tone: 'error', message: 'We could not reach the site, so you are not subscribed. Please check your connection and try again.' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-6" noValidate={false}>
      <label htmlFor={id} className="block text-sm font-semibold text-white">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="min-h-11 w-full rounded-lg border border-white/60 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 sm:flex-1"
        />
        <button type="submit" disabled={pending} className="btn-primary disabled:opacity-70">
          {pending ? 'Sending...' : 'Subscribe'}
        </button>
      </div>
      {/* Honeypot: people never see or reach it; a bot that fills every field is answered and ignored. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p role="status" className={`mt-3 min-h-6 text-sm ${outcome?.tone === 'error' ? 'font-semibold text-red-100' : 'text-slate-100'}`}>
        {outcome?.message ?? ''}
      </p>
    </form>
  );
}
