import type { Metadata } from 'next';
import { absoluteUrl } from '@/lib/process/env';
import { locationNames } from '@/lib/site/catalogue';
import { siteConfig } from '@/lib/site/config';
import { FEED_PATH, FEED_TITLE } from './feed-link';

const { claims } = siteConfig;

/** The site's own description (home page, search results, the business's JSON-LD): every city served. */
export const siteDescription = `${claims.licensed} who fix what the home inspection found in ${locationNames()}, ${siteConfig.address.regionName}. ${claims.estimates}, repairs in ${claims.repairDays}.`;

/** Site-wide Open Graph image (1200x630), generated at build time by app/opengraph-image.tsx. */
export const DEFAULT_OG_IMAGE = { url: '/opengraph-image', width: 1200, height: 630, type: 'image/png' } as const;

export type PageMetadataInput = {
  /** Page title without the site name; the root layout's template appends it. */
  title: string;
  description: string;
  /** Path on this site, e.g. '/blog'. The canonical URL is SITE_URL + path, without a query string. */
  path: string;
  keywords?: readonly string[];
  /** Keep the page out of search results (robots noindex, follow). */
  noindex?: boolean;
  /** Absolute or site-relative image of 1200x630; the site default otherwise. */
  image?: { url: string; width?: number; height?: number; alt?: string; type?: string };
  /**
   * The route segment draws its own sharing image (an opengraph-image file): Next uses it only while
   * the page's metadata names no image, so `image` is left out, and copies it to twitter:image.
   */
  segmentImage?: boolean;
  /** Use the title as given, without the ' | Tidewater Inspection Repairs' suffix. */
  absoluteTitle?: boolean;
  article?: {
    publishedTime?: string;
    modifiedTime?: string;
    section?: string;
    tags?: readonly string[];
    authors?: readonly string[];
  };
};

/** Strips the query string and hash: canonical URLs never carry filters or pages. */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare === '' ? '/' : bare;
}

/** Builds a page's metadata: title, description, keywords, robots, canonical, Open Graph and Twitter. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(canonicalPath(input.path));
  const image = input.image ?? { ...DEFAULT_OG_IMAGE, alt: siteConfig.name };
  const images =
    input.segmentImage
      ? undefined
      : [
          {
            url: absoluteUrl(image.url),
            width: image.width ?? 1200,
            height: image.height ?? 630,
            alt: image.alt ?? input.title,
            ...(image.type ? { type: image.type } : {}),
          },
        ];
  const socialTitle = input.absoluteTitle ? input.title : `${input.title} | ${siteConfig.name}`;
  const openGraphBase = {
    title: socialTitle,
    description: input.description,
    url,
    siteName: siteConfig.name,
    locale: siteConfig.locale,
    ...(images ? { images } : {}),
  };

  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: [...(input.keywords ?? siteConfig.keywords)],
    robots: input.noindex ? { index: false, follow: true } : { index: true, follow: true },
    // Next merges `alternates` shallowly: the feed link goes with every page's canonical, or it would be lost.
    alternates: { canonical: url, types: { 'application/rss+xml': [{ url: absoluteUrl(FEED_PATH), title: FEED_TITLE }] } },
    openGraph: input.article
      ? {
          ...openGraphBase,
          type: 'article',
          publishedTime: input.article.publishedTime,
          modifiedTime: input.article.modifiedTime,
          section: input.article.section,
          tags: input.article.tags ? [...input.article.tags] : undefined,
          authors: input.article.authors ? [...input.article.authors] : undefined,
        }
      : { ...openGraphBase, type: 'website' },
    // An article names its writer; other pages name nobody (the business is the publisher, in the structured data).
    ...(input.article?.authors?.length ? { authors: input.article.authors.map((name) => ({ name })) } : {}),
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: input.description,
      ...(images ? { images: images.map((entry) => entry.url) } : {}),
    },
  };
}
