import Link from 'next/link';
import { displayExcerpt } from '@/lib/articles/browser';
import { type ArticleCardData, type ResultCard, CARD_IMAGE_SIZES, type ImageSlot, articlePath, blogConfig } from '@/lib/blog/browser';
import { ArticleImage } from './article-image';
import { ArticleDate, CategoryLink, TagLinks } from './article-meta';
import { MarkedText } from './marked-text';
import { OFFSCREEN } from './offscreen';

/** One article in the blog list's grid. Server-rendered on the first page and in archives. */
type CardOptions = { headingLevel?: 'h2' | 'h3'; imageSlot?: ImageSlot };
type GridOptions = CardOptions & {
  /** A long page: the cards far from the viewport are drawn only when the reader scrolls near them. */
  drawWhenNear?: boolean;
};

/** A search result's card marks what matched in its title and excerpt. */
export function ArticleCard({ article, headingLevel = 'h3', imageSlot = 'card' }: { article: ArticleCardData | ResultCard } & CardOptions) {
  const marks = 'marks' in article ? article.marks : undefined;
  const Heading = headingLevel;
  const href = articlePath(article.slug);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]">
      <div className="relative aspect-[8/5] bg-slate-100">
        <ArticleImage image={article.image} slot={imageSlot} alt="" sizes={CARD_IMAGE_SIZES} />
        {article.featured ? (
          <span className="absolute top-3 left-3 rounded-full bg-brand-amber px-3 py-1 text-xs font-bold text-brand-navy-dark shadow">Featured</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <CategoryLink category={article.category} />
          <ArticleDate value={article.publishDate} />
        </div>
        <Heading className="mt-3 text-xl leading-snug font-bold text-brand-navy">
          <Link href={href} className="hover:text-brand-teal hover:underline">
            <MarkedText text={article.title} ranges={marks?.title} />
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-slate-700">
          <MarkedText text={displayExcerpt(article)} ranges={marks?.excerpt} />
        </p>
        <div className="mt-4">
          <TagLinks tags={article.tags.slice(0, blogConfig.cardTagCount)} label={`Tags of ${article.title}`} />
        </div>
        <div className="mt-auto pt-5">
          <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
            <span>By {article.author}</span>
            <span>{article.readTime}</span>
          </p>
          <Link href={href} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-teal hover:text-brand-teal-dark hover:underline">
            Read Article<span className="sr-only">: {article.title}</span>
            <span aria-hidden="true" className="ml-1">
              →
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ArticleGrid({ articles, headingLevel, imageSlot, drawWhenNear = false }: { articles: readonly (ArticleCardData | ResultCard)[] } & GridOptions) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.slug} className={drawWhenNear ? OFFSCREEN.card : undefined}>
          <ArticleCard article={article} headingLevel={headingLevel} imageSlot={imageSlot} />
        </li>
      ))}
    </ul>
  );
}
