import type { FaqItem } from '@/lib/seo/json-ld';

/**
 * Collapsible questions on native <details>/<summary>: open and close with mouse, Enter or Space,
 * and readable with JavaScript off. Pair it with faqJsonLd(items) on the page.
 */
export function FaqList({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-1 open:bg-slate-50">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-brand-navy [&::-webkit-details-marker]:hidden">
            <Heading className="text-base sm:text-lg">{item.question}</Heading>
            <span aria-hidden="true" className="text-2xl leading-none text-brand-teal transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="pb-4 leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
