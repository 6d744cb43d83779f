import type { FaqItem } from '@/lib/seo/json-ld';

/**
 * Collapsible questions on native <details>/<summary>: open and close with mouse, Enter or Space,
 * and readable with JavaScript off; the look (and the plus sign that turns into a cross) is the faq-item
 * class's. Pair it with faqJsonLd(items) on the page.
 */
export function FaqList({ items, headingLevel = 3, className = '' }: { items: readonly FaqItem[]; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`faq-list ${className}`}>
      {items.map((item) => (
        <details key={item.question} className="faq-item">
          <summary>
            <Heading>{item.question}</Heading>
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
