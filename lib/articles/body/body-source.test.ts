import { findGuideDocument, planBody, resolveBody } from './body-source';

const guides = [{ slug: 'picra-guide', title: 'The PICRA Guide', documentUrl: 'https://docs.google.com/document/d/guide1/edit' }];
const docLink = 'https://docs.google.com/document/d/own1/edit';

describe('body source order: guide document, then own document link, then stored content', () => {
  it('1. a known guide document wins, matched by slug', () => {
    expect(planBody({ slug: 'picra-guide', title: 'Other', storedContent: 'stored', documentUrl: docLink }, guides)).toEqual({
      kind: 'guide',
      documentUrl: guides[0]?.documentUrl,
      stored: 'stored',
    });
  });
  it('1. ... or by title, case-insensitively', () => {
    expect(findGuideDocument({ slug: 'x', title: 'the picra guide' }, guides)).toBe(guides[0]);
  });
  it("2. then the article's own document link", () => {
    expect(planBody({ slug: 'x', title: 'X', storedContent: 'stored', documentUrl: docLink }, guides)).toMatchObject({ kind: 'document', documentUrl: docLink });
  });
  it('2. ... or content that is a document link', () => {
    expect(planBody({ slug: 'x', title: 'X', storedContent: docLink }, guides)).toEqual({ kind: 'document', documentUrl: docLink, stored: '' });
  });
  it('3. otherwise the stored content', () => {
    expect(planBody({ slug: 'x', title: 'X', storedContent: 'Body' }, guides)).toEqual({ kind: 'stored', stored: 'Body' });
  });
});

describe('guide documents are configuration', () => {
  it('ships with none, so no row or post is read from a guide document', () => {
    const guidePost = { slug: 'picra-explained-hampton-roads', title: 'PICRA Explained: The Virginia Inspection Addendum, Step by Step', storedContent: 'Stored body' };
    expect(planBody(guidePost)).toEqual({ kind: 'stored', stored: 'Stored body' });
  });
});

describe('resolveBody', () => {
  const plan = { kind: 'document', documentUrl: docLink, stored: 'Stored body' } as const;

  it('fetches the document', async () => {
    await expect(resolveBody(plan, { fetchDocument: async () => '<p>Doc</p>' })).resolves.toEqual({ raw: '<p>Doc</p>', from: 'document', documentUrl: docLink });
  });
  it('uses the stored content when the fetch fails', async () => {
    const result = await resolveBody(plan, { fetchDocument: async () => Promise.reject(new Error('Failed to fetch document: 500 Internal Server Error')) });
    expect(result).toEqual({ raw: 'Stored body', from: 'stored', documentUrl: docLink, error: 'Failed to fetch document: 500 Internal Server Error' });
  });
  it('uses the last synced body when nothing is stored but the link', async () => {
    const result = await resolveBody({ ...plan, stored: '' }, { fetchDocument: async () => Promise.reject(new Error('down')), previousBody: '<p>Last</p>' });
    expect(result).toMatchObject({ raw: '<p>Last</p>', from: 'previous', error: 'down' });
  });
  it('uses the stored content without fetching when offline', async () => {
    await expect(resolveBody(plan, {})).resolves.toEqual({ raw: 'Stored body', from: 'stored', documentUrl: docLink });
  });
});
