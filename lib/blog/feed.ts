import { type ArticleSummary, articleConfig } from '@/lib/articles/browser';
import { siteConfig } from '@/lib/site/config';
import { FEED_PATH, FEED_TITLE } from '@/lib/seo/feed-link';
import { BLOG_PATH, articlePath } from './paths';

/** RSS 2.0 of the newest articles with their full sanitized bodies. Pure. */

const FEED_ITEM_COUNT = 20;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 forbids outright (control characters other than tab, newline, return).
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

/** A CDATA section that survives any ']]>' inside the HTML. */
export function cdata(text: string): string {
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return `<![CDATA[${clean.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** Site-relative src and href become absolute: feed readers show the HTML away from the site. */
export function absolutizeHtml(html: string, origin: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)([^"]*)"/g, (_match, attribute: string, rest: string) => `${attribute}="${origin}/${rest}"`);
}

function rfc822(value: string): string {
  const time = Date.parse(value);
  return new Date(Number.isNaN(time) ? 0 : time).toUTCString();
}

export function rssFeed(articles: readonly ArticleSummary[], bodies: ReadonlyMap<string, string>, siteUrl: string, now: Date = new Date()): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const items = articles.slice(0, FEED_ITEM_COUNT);
  const newest = items[0]?.updatedAt ?? items[0]?.publishDate;
  const itemXml = items.map((article) => {
    const link = `${origin}${articlePath(article.slug)}`;
    const summary = article.metaDescription.trim() || article.excerpt.trim() || articleConfig.defaultExcerpt;
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(article.publishDate)}</pubDate>`,
      `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `      <category>${escapeXml(article.category)}</category>`,
      ...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(summary)}</description>`,
      `      <content:encoded>${cdata(absolutizeHtml(bodies.get(article.slug) ?? '', origin))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(`${origin}${BLOG_PATH}`)}</link>`,
    `    <description>${escapeXml(`Home inspection repair advice for Hampton Roads buyers, sellers and agents from ${siteConfig.name}.`)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${rfc822(newest ?? now.toISOString())}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...itemXml,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
