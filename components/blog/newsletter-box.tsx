import { NewsletterForm } from './newsletter-form';
import { OFFSCREEN } from './offscreen';

/** The blog home's newsletter box. */
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-title" className={`${OFFSCREEN.newsletter} rounded-[var(--radius-card)] bg-gradient-to-br from-brand-navy to-brand-teal-dark p-8 text-white sm:p-10`}>
      <div className="max-w-2xl">
        <h2 id="newsletter-title" className="text-2xl font-bold sm:text-3xl">
          Get New Articles by Email
        </h2>
        <p className="mt-3 text-slate-100">
          One short email when we publish: inspection findings we see every week in Hampton Roads homes, what the repairs cost, and how buyers
          and sellers settle them under PICRA. No spam, unsubscribe any time.
        </p>
        <NewsletterForm />
      </div>
    </section>
  );
}
