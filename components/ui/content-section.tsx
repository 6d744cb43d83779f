import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type ContentSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'muted' | 'sand';
  align?: 'left' | 'center';
  /** The h2 is read by screen readers only. */
  hiddenTitle?: boolean;
  /** Drop the padding on one side, when the band continues the one next to it. */
  flush?: 'top' | 'bottom';
  children: ReactNode;
};

const backgrounds = { white: '', muted: 'bg-slate-50', sand: 'bg-brand-sand' } as const;
const flushes = { top: ' pt-0 lg:pt-0', bottom: ' pb-0 lg:pb-0' } as const;

/** A page band with its heading; the h2's id is `${id}-title` and names the region. */
export function ContentSection({ id, eyebrow, title, intro, tone = 'white', align, hiddenTitle = false, flush, children }: ContentSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={backgrounds[tone] || undefined}>
      <div className={`section${flush ? flushes[flush] : ''}`}>
        {hiddenTitle ? (
          <h2 id={titleId} className="sr-only">
            {title}
          </h2>
        ) : (
          <SectionHeading id={titleId} eyebrow={eyebrow} title={title} intro={intro} align={align} />
        )}
        {children}
      </div>
    </section>
  );
}
