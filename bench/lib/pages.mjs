import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './util.mjs';

const firstSlug = JSON.parse(readFileSync(path.join(ROOT, 'content', 'snapshot', 'articles.json'), 'utf8')).articles[0]?.slug;

/** The pages the lab benchmark measures, one per page kind (template). */
export const PAGES = [
  // The home (landing) page's LCP element is its hero image; the others' is text.
  { label: 'home', kind: 'landing', route: '/', group: 'marketing', lcp: 'image' },
  { label: 'service page', kind: 'service-city', route: '/electrical-hampton', group: 'marketing' },
  { label: 'contact', kind: 'contact', route: '/contact', group: 'marketing' },
  { label: 'blog list', kind: 'blog', route: '/blog', group: 'blog' },
  { label: 'article', kind: 'article', route: `/blog/${firstSlug}`, group: 'blog' },
  { label: 'buyer repairs', kind: 'marketing page', route: '/buyer-repairs', group: 'marketing' },
];
