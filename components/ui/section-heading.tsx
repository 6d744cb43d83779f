import type { ReactNode } from 'react';

type SectionHeadingProps = {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
  /** For sections on a dark background. */
  tone?: 'light' | 'dark';
};

/** The eyebrow, h2 and intro that open every marketing section. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'center', tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'section-head' : 'max-w-3xl'}>
      {eyebrow ? <p className={dark ? 'eyebrow text-amber-300' : 'eyebrow'}>{eyebrow}</p> : null}
      <h2 id={id} className={dark ? 'mt-2 section-title text-white' : 'mt-2 section-title'}>
        {title}
      </h2>
      {intro ? <div className={dark ? 'section-intro text-slate-100' : 'section-intro'}>{intro}</div> : null}
    </div>
  );
}
