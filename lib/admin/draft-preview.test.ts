import { FIXTURE_DIR, loadFixtures, type FakeGoogle } from '@/test/support/google/fake-google-server';
import { withFakeGoogle } from '@/test/support/google/with-fake-google';
import { buildDraftArticle, DraftRefusedError, draftRowsAsPublished, DraftsUnavailableError, listDraftRows, type PreviewEnv } from './draft-preview';

const HEADER = ['Company', 'Title', 'Slug', 'Status', 'Content'];
const COMPANY = 'Tidewater Inspection Repairs';

describe('draft rows', () => {
  it('marks the Draft rows (an empty Status counts as Draft) Published and keeps every row in its place', () => {
    const marked = draftRowsAsPublished([
      HEADER,
      [COMPANY, 'Live', '', 'Published', 'x'],
      [COMPANY, 'Draft one', '', 'draft', 'y'],
      [COMPANY, 'No status', ''],
      [COMPANY, 'Archived', '', 'Archived', 'z'],
    ]);
    expect(marked.values).toEqual([
      HEADER,
      [COMPANY, 'Live', '', 'Published', 'x'],
      [COMPANY, 'Draft one', '', 'Published', 'y'],
      [COMPANY, 'No status', '', 'Published'],
      [COMPANY, 'Archived', '', 'Archived', 'z'],
    ]);
    expect([...marked.draftOrigins]).toEqual(['sheet row 3', 'sheet row 4']);
  });

  it('has no drafts when the sheet has no Status column', () => {
    expect(draftRowsAsPublished([['Title'], ['A']])).toEqual({ values: [['Title']], draftOrigins: new Set() });
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

  it('reads the tab GOOGLE_SHEETS_NAME names, not the first one', async () => {
    google.setSheet('drafts', {
      title: 'Crew schedule',
      values: [['Crew', 'Week'], ['Marcus', '48']],
      otherTabs: [{ title: 'Articles', values: [HEADER, [COMPANY, 'Attic Ventilation in Suffolk', '', 'Draft', 'Soffit and ridge vents let a Suffolk attic breathe.']] }],
    });
    const onSecondTab = { ...env, GOOGLE_SHEETS_NAME: 'Articles' };
    expect((await listDraftRows({ env: onSecondTab, fetchOptions })).map((draft) => draft.slug)).toEqual(['attic-ventilation-in-suffolk']);
    const article = await buildDraftArticle('attic-ventilation-in-suffolk', { env: onSecondTab, fetchOptions });
    expect(article?.content).toBe('<p>Soffit and ridge vents let a Suffolk attic breathe.</p>');
  });

  it('refuses a body the publishing run would refuse, and says why', async () => {
    google.setSheet('drafts', [HEADER, [COMPANY, 'Deep Nesting', '', 'Draft', `<html><body>${'<div>'.repeat(150)}<p>Sump pump</p></body></html>`]]);
    await expect(buildDraftArticle('deep-nesting', { env, fetchOptions })).rejects.toThrow(new DraftRefusedError('sheet row 2: body refused: the body nests elements more than 100 deep'));
  });

  it('refuses a Draft whose slug a published row above it already uses, as publishing would', async () => {
    google.setSheet('drafts', [HEADER, [COMPANY, 'Gutter Guards', 'gutter-guards', 'Published', 'Live text.'], [COMPANY, 'Gutter Guards Again', 'gutter-guards', 'Draft', 'New text.']]);
    expect(await listDraftRows({ env, fetchOptions })).toEqual([]);
    await expect(buildDraftArticle('gutter-guards', { env, fetchOptions })).rejects.toThrow('sheet row 3: slug "gutter-guards" is already used by sheet row 2');
  });

  it('says why when the sheet cannot be read', async () => {
    google.setSheet('drafts', { values: [], statuses: [500] });
    await expect(listDraftRows({ env, fetchOptions })).rejects.toThrow(DraftsUnavailableError);
    await expect(listDraftRows({ env: { ...env, GOOGLE_SHEETS_ID: undefined } })).rejects.toThrow('No article sheet is configured');
  });
});
