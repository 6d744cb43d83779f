import { cache } from 'react';
import { articleSource } from './source';

/**
 * The pages' read side: the article index and one article's body, each looked up once per request
 * (generateMetadata and the page share it through React's cache). No 'server-only' marker, like the
 * source it reads: the room's door is imported by the sync script too, which runs outside Next.
 */

export const getArticleIndex = cache(() => articleSource.getIndex());

export const getArticle = cache((slug: string) => articleSource.getArticle(slug));

export const getArticleBodies = cache(() => articleSource.getBodies());
