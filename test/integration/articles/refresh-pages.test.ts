import { revalidatePath } from 'next/cache';
import { refreshArticles } from '@/lib/blog';
import { articleSource, type PageChanges } from '@/lib/articles';

/**
 * What POST /api/revalidate expires after its refresh: nothing when nothing changed, the changed
 * articles and every list when a few changed, every page otherwise.
 */

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/articles/serve/source', () => ({ articleSource: { refresh: jest.fn(async () => undefined), takeUnexpiredChanges: jest.fn() } }));

const expire = jest.mocked(revalidatePath);
const take = jest.mocked(articleSource.takeUnexpiredChanges);

const LISTS = [
  ['/blog', undefined],
  ['/(site)/blog/category/[category]', 'page'],
  ['/(site)/blog/category/[category]/page/[page]', 'page'],
  ['/(site)/blog/tag/[tag]', 'page'],
  ['/(site)/blog/tag/[tag]/page/[page]', 'page'],
  ['/feed.xml', undefined],
];

beforeEach(() => {
  expire.mockClear();
});

it.each<[string, PageChanges, unknown[][]]>([
  ['nothing changed: no page', [], []],
  ['one article changed: its page and every list', ['crawl-space-moisture'], [...LISTS, ['/blog/crawl-space-moisture', undefined]]],
  ['a new process or many changes: every page', 'all', [['/', 'layout']]],
])('%s', async (_, changes, expired) => {
  take.mockResolvedValue(changes);
  await refreshArticles();
  expect(expire.mock.calls).toEqual(expired);
});
