import type { ReactNode } from 'react';

/** Centred message used by the not-found and error screens. */
export function StatusScreen({ code, title, children, actions }: { code?: string; title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      {code ? (
        <p className="text-6xl font-black text-brand-teal" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className="mt-4 text-3xl font-bold text-brand-navy sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 text-lg text-slate-600">{children}</div> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
