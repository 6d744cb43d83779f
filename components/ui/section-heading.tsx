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
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-amber-300' : 'text-brand-teal'}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-2 section-title ${dark ? 'text-white' : ''}`}>
        {title}
      </h2>
      {intro ? <div className={`mt-4 text-lg leading-relaxed ${dark ? 'text-slate-100' : 'text-slate-600'}`}>{intro}</div> : null}
    </div>
  );
}
