'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { StatusScreen } from '@/components/ui/status-screen';

/** The generic failure screen of any route: 'Unexpected Application Error!' and a retry. */
export default function ErrorScreen({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <StatusScreen
        title="Unexpected Application Error!"
        actions={
          <>
            <button type="button" className="btn-primary" onClick={() => retry()}>
              Try Again
            </button>
            <Link href="/" className="btn-secondary">
              Back to Home
            </Link>
          </>
        }
      >
        <p>Something went wrong while loading this page. Please try again in a moment.</p>
      </StatusScreen>
    </main>
  );
}
