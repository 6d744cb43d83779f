import { getArticle } from '@/lib/articles';
import { siteConfig } from '@/lib/site/config';
import { articleShareCard } from './share-card';
import { renderArticleShareImage } from './share-image';

export const articleShareImageAlt = `Article from ${siteConfig.name}`;

/**
 * The route of an article's Open Graph and Twitter image: the card of the article, or 404 for an unknown
 * slug. The only place the sharing images read articles.
 */
export async function articleShareImage({ params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  const article = await getArticle(slug);
  if (!article) return new Response('Not found', { status: 404 });
  return renderArticleShareImage(articleShareCard(article));
}
