import { siteConfig } from '@/lib/site/config';

/** The blog's RSS feed as every page's head announces it, and as the feed names itself. */
export const FEED_PATH = '/feed.xml';
export const FEED_TITLE = `${siteConfig.name} Blog`;
