import type { Metadata } from 'next';
import { BlogExplorer } from '@/components/blog/blog-explorer';
import { BlogPageHero } from '@/components/blog/blog-page-hero';
import { BLOG_PATH, BLOG_SEARCH_PATH, loadSearchPage } from '@/lib/blog';
import { buildMetadata } from '@/lib/seo/metadata';

/**
 * The blog list for any search, filter or page, rendered on request: what readers without JavaScript
 * get from the search form. Kept out of search engines; its canonical is the blog itself.
 */
export const metadata: Metadata = buildMetadata({
  title: 'Search the Blog',
  description: 'Search the Tidewater Inspection Repairs blog: inspection findings, repair costs, PICRA and closing timelines in Hampton Roads.',
  path: BLOG_PATH,
  noindex: true,
});

export default async function BlogSearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const view = await loadSearchPage(await searchParams);
  return (
    <>
      <BlogPageHero
        trail={[
          { name: 'Blog', path: BLOG_PATH },
          { name: 'Search', path: BLOG_SEARCH_PATH },
        ]}
        title="Search the Blog"
        description="Repair costs, inspection findings, PICRA and closing timelines for Hampton Roads homes."
      />
      <section aria-labelledby="search-results-title" className="section">
        <h2 id="search-results-title" className="section-title">
          Search Results
        </h2>
        <div className="mt-8">
          <BlogExplorer initial={view.answer} initialSearch={view.search} basePath={BLOG_SEARCH_PATH} categories={view.categories} tags={view.tags} />
        </div>
      </section>
    </>
  );
}
