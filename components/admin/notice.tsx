import type { ReactNode } from 'react';

/** The outcome of the last action (saved, deleted), announced to screen readers. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
      {children}
    </p>
  );
}
