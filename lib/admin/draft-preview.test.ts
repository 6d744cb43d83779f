import { FIXTURE_DIR, loadFixtures, type FakeGoogle } from '@/test/support/google/fake-google-server';
import { withFakeGoogle } from '@/test/support/google/with-fake-google';
import { buildDraftArticle, draftRowsAsPublished, DraftsUnavailableError, listDraftRows, type PreviewEnv } from './draft-preview';

const HEADER = ['Company', 'Title', 'Slug', 'Status', 'Content'];
const COMPANY = 'Tidewater Inspection Repairs';

describe('draft rows', () => {
  it('keeps only Draft rows (an empty Status counts as Draft), marked Published', () => {
    expect(
      draftRowsAsPublished([
        HEADER,
        [COMPANY, 'Live', '', 'Published', 'x'],
        [COMPANY, 'Draft one', '', 'draft', 'y'],
        [COMPANY, 'No status', ''],
        [COMPANY, 'Archived', '', 'Archived', 'z'],
      ]),
    ).toEqual([HEADER, [COMPANY, 'Draft one', '', 'Published', 'y'], [COMPANY, 'No status', '', 'Published']]);
  });

  it('has no drafts when the sheet has no Status column', () => {
    expect(draftRowsAsPublished([['Title'], ['A']])).toEqual([['Title']]);
  });
});

describe('draft preview through the fake Google server', () => {
  let google: FakeGoogle;
  let env: PreviewEnv;
  const fetchOptions = { retries: 0, timeoutMs: 2_000 };

  withFakeGoogle((server) => {
    google = server;
    env = { GOOGLE_SHEETS_API_KEY: 'key', GOOGLE_SHEETS_ID: 'drafts', GOOGLE_SHEETS_API_URL: server.url, GOOGLE_DOCS_URL: server.url };
  });

  it('lists the fixture sheet\'s Draft row and none of its published rows', async () => {
    loadFixtures(google, FIXTURE_DIR, ['drafts']);
    const drafts = await listDraftRows({ env, fetchOptions });
    expect(drafts.map((draft) => draft.slug)).toEqual(['fixture-draft-article']);
    expect(drafts[0]).toMatchObject({ title: 'Fixture: Draft Article', origin: expect.stringMatching(/^sheet row \d+$/) });
  });

  it('builds a Draft row as the article it will become, its stored body converted', async () => {
    loadFixtures(google, FIXTURE_DIR, ['drafts']);
    const article = await buildDraftArticle('fixture-draft-article', { env, fetchOptions });
    expect(article).toMatchObject({ title: 'Fixture: Draft Article', slug: 'fixture-draft-article', content: '<p>Not ready yet.</p>' });
    expect(article).not.toHaveProperty('source');
  });

  it('fetches a Draft row\'s linked document and sanitizes it like a published one', async () => {
    google.setSheet('drafts', [HEADER, [COMPANY, 'Crawl Space Vapor Barriers in Norfolk', '', 'Draft', 'https://docs.google.com/document/d/draft-doc/edit']]);
    google.setDocument('draft-doc', '<html><body><p>Vapor barriers keep Norfolk crawl spaces dry.</p><script>alert(1)</script></body></html>');
    const article = await buildDraftArticle('crawl-space-vapor-barriers-in-norfolk', { env, fetchOptions });
    expect(article?.content).toContain('Vapor barriers keep Norfolk crawl spaces dry.');
    expect(article?.content).not.toContain('script');
    expect(google.count('/document/d/draft-doc/export')).toBe(1);
  });

  it('never previews a published row or another company\'s draft', async () => {
    google.setSheet('drafts', [HEADER, [COMPANY, 'Live', 'live', 'Published', 'x'], ['Other Roofing LLC', 'Theirs', 'theirs', 'Draft', 'y']]);
    await expect(buildDraftArticle('live', { env, fetchOptions })).resolves.toBeNull();
    await expect(buildDraftArticle('theirs', { env, fetchOptions })).resolves.toBeNull();
  });

  it('says why when the sheet cannot be read', async () => {
    google.setSheet('drafts', { values: [], statuses: [500] });
    await expect(listDraftRows({ env, fetchOptions })).rejects.toThrow(DraftsUnavailableError);
    await expect(listDraftRows({ env: { ...env, GOOGLE_SHEETS_ID: undefined } })).rejects.toThrow('No article sheet is configured');
  });
});
