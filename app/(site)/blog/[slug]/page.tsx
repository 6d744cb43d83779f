import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { ArticleGrid } from '@/components/blog/article-card';
import { ArticleImage } from '@/components/blog/article-image';
import { ArticleNextStep } from '@/components/blog/article-next-step';
import { CategoryLink, TagLinks } from '@/components/blog/article-meta';
import { ShareButton } from '@/components/blog/share-button';
import { ViewItem } from '@/components/analytics/view-item';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { draftPreviewArticle } from '@/lib/admin/draft-mode';
import { slugify, getArticle, getArticleIndex } from '@/lib/articles';
import { articlePageView, BLOG_PATH, articlePath, COVER_IMAGE_SIZES } from '@/lib/blog';
import { serverEnv } from '@/lib/process/env';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 225;
// A slug added in the sheet after the build renders on its first request and is cached like the rest;
// the proxy answers unknown slugs before they get here, so nothing is rendered or stored for them.
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getArticleIndex()).articles.map((article) => ({ slug: article.slug }));
}

// generateMetadata and the page render need the same view: built once per request (and per article
// at build time), not twice. A redirect or notFound thrown here is thrown again for the second caller.
const loadView = cache(async (slug: string) => {
  const index = await getArticleIndex();
  // An article's old slug (its title changed) moves permanently to the current one.
  const moved = index.redirects.get(slug);
  if (moved) permanentRedirect(articlePath(moved));
  // With draft mode on (turned on from the owner's console only), a Draft row of the sheet previews here.
  const article = (await draftPreviewArticle(slug)) ?? (await getArticle(slug));
  if (!article) notFound();
  return articlePageView(article, index.archives.category.get(slugify(article.category))?.articles ?? [], serverEnv().IMAGE_HOSTS);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await loadView((await params).slug);
  // Shared with the 1200x630 card of ./opengraph-image (og:image, and twitter:image through Next's fallback): networks show no SVG cover.
  return buildMetadata({ ...view.metadata, segmentImage: true });
}

export default async function ArticlePage({ params }: Props) {
  const view = await loadView((await params).slug);
  const { article } = view;
  return (
    <>
      <JsonLd data={blogPostingJsonLd(view.posting)} />
      <ViewItem id={article.slug} name={article.title} category={article.category} />
      <article className="mx-auto max-w-4xl px-4 pt-8 sm:px-6">
        <Breadcrumbs trail={view.crumbs} />

        <header className="mt-8">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
            <CategoryLink category={article.category} />
            {view.isoDate ? <time dateTime={view.isoDate}>{view.longDate}</time> : <span>{view.longDate}</span>}
            <span>{view.readTime}</span>
          </div>
          <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-brand-navy text-balance sm:text-5xl">{article.title}</h1>
          {view.excerpt ? <p className="mt-4 text-lg leading-relaxed text-slate-700 sm:text-xl">{view.excerpt}</p> : null}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
            <p className="font-medium text-slate-800">By {article.author}</p>
            <ShareButton title={article.title} text={view.metadata.description} />
          </div>
        </header>

        <div className="mt-8 aspect-[2/1] overflow-hidden rounded-[var(--radius-card)] bg-slate-100">
          <ArticleImage image={view.cover} slot="cover" alt={view.coverAlt} sizes={COVER_IMAGE_SIZES} priority />
        </div>

        {article.tags.length > 0 ? (
          <div className="mt-6">
            <TagLinks tags={article.tags} label="Article tags" />
          </div>
        ) : null}

        <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: article.content }} />

        <ArticleNextStep tags={article.tags} />

        <div className="mt-12 flex flex-wrap gap-3 border-t border-slate-200 pt-8">
          <Link href={BLOG_PATH} className="btn-primary">
            <span aria-hidden="true">←</span> Back to Blog
          </Link>
          <a href="#main" className="btn-secondary">
            <span aria-hidden="true">↑</span> Back to Top
          </a>
        </div>
      </article>

      {view.related.length > 0 ? (
        <section aria-labelledby="related-title" className="section">
          <h2 id="related-title" className="section-title">
            Related Articles
          </h2>
          <div className="mt-8">
            <ArticleGrid articles={view.related} imageSlot="related" />
          </div>
        </section>
      ) : (
        <div className="pb-16" />
      )}
    </>
  );
}
