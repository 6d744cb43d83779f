import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { resultSummary } from '@/lib/articles/index/query';
import { archivePath } from '@/lib/blog/data';
import { BLOG_PATH } from '@/lib/blog/paths';
import { archiveDescription, archiveTitle, type ArchiveKind, type ArchiveView } from '@/lib/blog/taxonomy';
import { ArticleGrid } from './article-card';
import { Pager } from './pager';

/** One page of a category or tag archive, as its route loaded it: breadcrumbs, heading, the articles and the pager. */
export function ArchivePage({ kind, view }: { kind: ArchiveKind; view: ArchiveView }) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-navy-dark via-brand-navy to-brand-teal-dark text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
          <Breadcrumbs
            display="dark"
            trail={[
              { name: 'Blog', path: BLOG_PATH },
              { name: archiveTitle(kind, view.name, 1), path: archivePath(kind, view.name) },
            ]}
          />
          <p className="mt-6 text-sm font-semibold tracking-wide text-amber-300 uppercase">{kind === 'category' ? 'Category' : 'Tag'}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{archiveTitle(kind, view.name, view.page)}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-100">{archiveDescription(kind, view.name)}</p>
        </div>
      </section>
      <section aria-label="Articles" className="section">
        <p className="text-sm font-medium text-slate-700">{resultSummary(view)}</p>
        {view.total === 0 ? (
          <div className="mt-6 rounded-[var(--radius-card)] border border-slate-200 bg-white p-10 text-center">
            <h2 className="text-2xl font-bold text-brand-navy">No Articles Found</h2>
            <p className="mt-2 text-slate-700">No articles are available yet. Check back soon for new content!</p>
          </div>
        ) : (
          <div className="mt-6">
            <ArticleGrid articles={view.cards} headingLevel="h2" />
          </div>
        )}
        <Pager page={view.page} totalPages={view.totalPages} hrefFor={(target) => archivePath(kind, view.name, target)} />
        <p className="mt-10 text-center">
          <Link href={BLOG_PATH} className="btn-secondary">
            <span aria-hidden="true">←</span> All articles
          </Link>
        </p>
      </section>
    </>
  );
}
