import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './util.mjs';

const firstSlug = JSON.parse(readFileSync(path.join(ROOT, 'content', 'snapshot', 'articles.json'), 'utf8')).articles[0]?.slug;

/** The pages the lab benchmark measures, one per template. */
export const PAGES = [
  // The home page's LCP element is its hero image; the others' is text.
  { label: 'home', route: '/', group: 'marketing', lcp: 'image' },
  { label: 'service page', route: '/electrical-hampton', group: 'marketing' },
  { label: 'contact', route: '/contact', group: 'marketing' },
  { label: 'blog list', route: '/blog', group: 'blog' },
  { label: 'article', route: `/blog/${firstSlug}`, group: 'blog' },
];
