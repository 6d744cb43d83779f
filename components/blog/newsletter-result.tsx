import Link from 'next/link';
import type { NewsletterPageState } from '@/lib/newsletter/pages';

const toneClass: Record<NewsletterPageState['tone'], string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-slate-300 bg-white text-slate-800',
  error: 'border-red-300 bg-red-50 text-red-900',
};

/**
 * The newsletter confirm and unsubscribe pages: a heading, what happened or what the button does, and
 * (before the reader acts) a plain form whose button posts the token to `action`, with or without
 * JavaScript. Acting takes a press, not just opening the link, so mail scanners that open links cannot
 * confirm or unsubscribe anyone.
 */
export function NewsletterResult({ state, action, token, button }: { state: NewsletterPageState; action?: string; token?: string; button?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-brand-navy">{state.heading}</h1>
      <div role={state.tone === 'error' ? 'alert' : 'status'} className={`mt-6 rounded-lg border p-4 ${toneClass[state.tone]}`}>
        <p>{state.text}</p>
      </div>
      {action && token && button ? (
        <form action={action} method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary">
            {button}
          </button>
        </form>
      ) : null}
      <p className="mt-8">
        <Link href="/blog" className="font-semibold text-brand-teal-dark underline">
          Back to the blog
        </Link>
      </p>
    </div>
  );
}
