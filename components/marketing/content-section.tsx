import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type ContentSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'muted' | 'sand';
  children: ReactNode;
};

const backgrounds = { white: '', muted: 'bg-slate-50', sand: 'bg-brand-sand' } as const;

/** A page section with its heading: the building block of the buyer, seller and common-repairs pages. */
export function ContentSection({ id, eyebrow, title, intro, tone = 'white', children }: ContentSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={backgrounds[tone]}>
      <div className="section">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
