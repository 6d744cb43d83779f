import Link from 'next/link';
import { resultSummary, BLOG_PATH } from '@/lib/blog/browser';
import { archivePath, archiveDescription, archiveTitle, type ArchiveKind, type ArchiveView } from '@/lib/blog';
import { ArticleGrid } from './article-card';
import { BlogPageHero } from './blog-page-hero';
import { Pager } from './pager';

/** One page of a category or tag archive, as its route loaded it: breadcrumbs, heading, the articles and the pager. */
export function ArchivePage({ kind, view }: { kind: ArchiveKind; view: ArchiveView }) {
  return (
    <>
      <BlogPageHero
        tall
        trail={[
          { name: 'Blog', path: BLOG_PATH },
          { name: archiveTitle(kind, view.name, 1), path: archivePath(kind, view.name) },
        ]}
        eyebrow={kind === 'category' ? 'Category' : 'Tag'}
        title={archiveTitle(kind, view.name, view.page)}
        description={archiveDescription(kind, view.name)}
      />
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
