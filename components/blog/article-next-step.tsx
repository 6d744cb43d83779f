import Link from 'next/link';
import { TrackedLink } from '@/components/ui/tracked-link';
import { articleNextStep } from '@/lib/blog';
import { siteConfig } from '@/lib/site/config';

/** The end of an article: the request it leads to (upload the report, or request a quote), with the phone beside it. */
export function ArticleNextStep({ tags }: { tags: readonly string[] }) {
  const step = articleNextStep(tags);
  return (
    <aside aria-labelledby="next-step-title" className="mt-12 rounded-[var(--radius-card)] bg-brand-sand p-6 sm:p-8">
      <h2 id="next-step-title" className="text-2xl font-bold text-brand-navy">
        {step.title}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">{step.text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {step.action.kind === 'report' ? (
          <Link href={step.action.href} className="btn-primary" data-track="cta" data-track-location={`article_end_${step.audience}`}>
            {step.action.label}
          </Link>
        ) : (
          <TrackedLink kind="quote" location={`article_end_${step.audience}`} className="btn-primary">
            {step.action.label}
          </TrackedLink>
        )}
        <TrackedLink kind="phone" location={`article_end_${step.audience}`} className="btn-secondary">
          Call {siteConfig.phone}
        </TrackedLink>
        {step.more ? (
          <Link href={step.more.href} className="inline-flex min-h-11 items-center font-semibold text-brand-teal-dark underline underline-offset-4">
            {step.more.label}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}
