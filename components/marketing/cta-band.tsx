import type { CallToAction } from '@/lib/copy/types';
import { PageActions } from './page-actions';

/** The closing call to action of a marketing page: a navy band with a heading, a sentence and the two buttons. */
export function CtaBand({ cta }: { cta: CallToAction }) {
  const id = cta.id ?? 'cta-title';
  return (
    <section aria-labelledby={id} className="cta-band">
      <div className="cta-band-inner">
        <h2 id={id} className="cta-band-title">
          {cta.title}
        </h2>
        <p className="cta-band-text">{cta.text}</p>
        <div className="cta-band-actions">
          <PageActions actions={cta.actions} buttonClass="w-full sm:w-auto" />
        </div>
      </div>
    </section>
  );
}
