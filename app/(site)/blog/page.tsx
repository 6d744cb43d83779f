import type { Metadata } from 'next';
import { ArticleGrid } from '@/components/blog/article-card';
import { BlogExplorer } from '@/components/blog/blog-explorer';
import { BlogHero } from '@/components/blog/blog-hero';
import { CategoryCards } from '@/components/blog/category-cards';
import { NewsletterBox } from '@/components/blog/newsletter-box';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getArticleIndex } from '@/lib/articles';
import { blogHomeView, BLOG_PATH } from '@/lib/blog';
import { serverEnv } from '@/lib/process/env';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 225;

export const metadata: Metadata = buildMetadata({
  title: 'Home Inspection Repair Blog',
  description:
    'Articles for Hampton Roads buyers, sellers and agents: common inspection findings, repair costs, PICRA negotiations and getting a Virginia home ready to sell.',
  path: BLOG_PATH,
  keywords: ['home inspection repair blog', 'PICRA Virginia', 'Hampton Roads real estate', 'inspection repair costs'],
});

export default async function BlogPage() {
  const view = blogHomeView(await getArticleIndex(), serverEnv().IMAGE_HOSTS);
  return (
    <>
      <Breadcrumbs trail={[{ name: 'Blog', path: BLOG_PATH }]} display="none" />
      <BlogHero />
      {view.featured.length > 0 ? (
        <section aria-labelledby="featured-title" className="section pb-0 lg:pb-0">
          <h2 id="featured-title" className="section-title">
            Featured Articles
          </h2>
          <div className="mt-8">
            <ArticleGrid articles={view.featured} drawWhenNear />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="categories-title" className="section pb-0 lg:pb-0">
        <h2 id="categories-title" className="section-title">
          Browse by Category
        </h2>
        <CategoryCards />
      </section>
      <section aria-labelledby="all-articles-title" className="section">
        <h2 id="all-articles-title" className="section-title">
          All Articles
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">Search every article, or narrow the list by category and tag. Newest first.</p>
        <div className="mt-8">
          <BlogExplorer initial={view.list} initialSearch="" basePath={BLOG_PATH} categories={view.categories} tags={view.tags} />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:pb-20">
        <NewsletterBox />
      </div>
    </>
  );
}
