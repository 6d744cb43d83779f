import type { CallToAction } from '@/lib/content/types';
import { PageActions } from './page-actions';

/** The closing call to action of a marketing page: a navy band with a heading, a sentence and the two buttons. */
export function CtaBand({ cta }: { cta: CallToAction }) {
  const id = cta.id ?? 'cta-title';
  return (
    <section aria-labelledby={id} className="bg-brand-navy text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:py-20">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-100">{cta.text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <PageActions actions={cta.actions} buttonClass="w-full sm:w-auto" />
        </div>
      </div>
    </section>
  );
}
