import { JsonLd } from '@/components/seo/json-ld';
import { FaqList } from '@/components/ui/faq-list';
import { faqJsonLd, type FaqItem } from '@/lib/seo/json-ld';
import { SectionHeading } from './section-heading';

type FaqSectionProps = {
  id?: string;
  title?: string;
  intro?: string;
  items: readonly FaqItem[];
};

/** An FAQ section: heading, the collapsible list and its FAQPage structured data, from one list. */
export function FaqSection({ id = 'faq', title = 'Frequently Asked Questions', intro, items }: FaqSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-slate-50">
      <div className="section max-w-4xl">
        <SectionHeading id={`${id}-title`} eyebrow="FAQ" title={title} intro={intro} />
        <div className="mt-10">
          <FaqList items={items} />
        </div>
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </section>
  );
}
