import type { ReactNode } from 'react';

/** Closing call to action of the service and area pages: a navy band with a heading, text and actions. */
export function ServiceCta({ id, title, text, actions }: { id: string; title: string; text: ReactNode; actions: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-brand-navy text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <div className="mt-4 text-lg leading-relaxed text-slate-100">{text}</div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
