import type { ReactNode } from 'react';

/**
 * Centred message used by the not-found and error screens. Styled by the status-screen classes: the
 * root layouts carry the not-found screen in every page's hydration data, so its markup stays short.
 */
export function StatusScreen({ code, title, children, actions }: { code?: string; title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <div className="status-screen">
      {code ? (
        <p className="status-code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1>{title}</h1>
      {children ? <div className="status-text">{children}</div> : null}
      <div className="status-actions">{actions}</div>
    </div>
  );
}
