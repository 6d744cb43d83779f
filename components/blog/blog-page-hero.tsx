import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { Crumb } from '@/lib/seo/json-ld';

/** The dark band that opens a blog list page (an archive, the search results): its trail, an optional eyebrow, the h1 and a line on what it lists. */
export function BlogPageHero({ trail, eyebrow, title, description, tall = false }: { trail: readonly Crumb[]; eyebrow?: ReactNode; title: ReactNode; description: ReactNode; tall?: boolean }) {
  return (
    <section className="page-hero">
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${tall ? 'py-14 lg:py-20' : 'py-12 lg:py-16'}`}>
        <Breadcrumbs display="dark" trail={trail} />
        {eyebrow ? <p className="mt-6 text-sm font-semibold tracking-wide text-amber-300 uppercase">{eyebrow}</p> : null}
        <h1 className={`${eyebrow ? 'mt-2' : 'mt-6'} text-4xl font-extrabold tracking-tight text-balance sm:text-5xl`}>{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-100">{description}</p>
      </div>
    </section>
  );
}
