'use client';

import { useState } from 'react';

type ShareButtonProps = { title: string; text: string };

/**
 * The device share sheet where there is one; otherwise the link is copied and the
 * reader is told 'Link copied to clipboard!' (an inline status message instead of an alert()).
 */
export function ShareButton({ title, text }: ShareButtonProps) {
  const [message, setMessage] = useState('');

  async function share() {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Link copied to clipboard!');
    } catch {
      setMessage(`Copy this link to share the article: ${url}`);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void share()} className="btn-secondary" data-track="button" data-track-location="article" data-track-label="Share">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Share
      </button>
      <p role="status" className="text-sm font-medium text-brand-teal-dark">
        {message}
      </p>
    </div>
  );
}
