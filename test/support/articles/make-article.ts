import type { Article } from '@/lib/articles';

/** Small article factory shared by the blog's unit tests. */
export function makeArticle(overrides: Partial<Article> & { slug: string }): Article {
  return {
    id: `article-${overrides.slug}`,
    title: `Title of ${overrides.slug}`,
    author: 'Tidewater Inspection Repairs Team',
    publishDate: '2026-01-01T00:00:00.000Z',
    category: 'Property Inspection',
    tags: [],
    metaDescription: '',
    excerpt: '',
    content: '<p>Body</p>',
    wordCount: 1,
    images: [],
    status: 'Published',
    company: 'Tidewater Inspection Repairs',
    featured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    syncedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
