'use client';

import './globals.css';

/** Shown when the root layout itself fails: it replaces the whole document. */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-US">
      <body>
        <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
          <h1 className="text-3xl font-bold text-brand-navy">Unexpected Application Error!</h1>
          <p className="mt-4 text-lg text-slate-600">Something went wrong while loading this page.</p>
          <div className="mt-8 flex gap-3">
            <button type="button" className="btn-primary" onClick={() => retry()}>
              Try Again
            </button>
            {/* A plain link: the router may be the thing that failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="btn-secondary">
              Back to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
