import { FIXTURE_DIR, loadFixtures, type FakeGoogle } from '@/test/support/google/fake-google-server';
import { withFakeGoogle } from '@/test/support/google/with-fake-google';
import {
  checkAdminPassword,
  checkLeadDelivery,
  checkPhone,
  checkRevalidateSecret,
  checkSheet,
  checkSiteUrl,
  checkSocialLinks,
  passwordWeakness,
  socialLinkProblem,
} from './checks';

describe('launch checklist: business phone', () => {
  it.each([
    ['(757) 555-0147', 'blocker'],
    ['(757) 555-1234', 'blocker'],
    ['(757) 826-5510', 'ok'],
  ])('%s is %s', (phone, status) => {
    expect(checkPhone({ phone }).status).toBe(status);
  });
});

describe('launch checklist: social links', () => {
  it.each([
    ['Facebook', 'https://www.facebook.com/tidewaterinspectionrepairs', undefined],
    ['Facebook', 'https://www.facebook.com/', "is the network's home page, not the business's page"],
    ['Instagram', 'https://www.instagram.com/your-page', 'looks like a placeholder address'],
    ['LinkedIn', 'https://example.com/company/tidewater', 'looks like a placeholder address'],
    ['YouTube', 'https://vimeo.com/tidewater', 'is not on youtube.com'],
    ['Nextdoor', 'https://nextdoor.com/pages/tidewater-inspection-repairs-hampton-va', undefined],
  ])('%s %s', (name, href, problem) => {
    expect(socialLinkProblem({ name, href })).toBe(problem);
  });

  it('blocks launch on any placeholder link and names it', () => {
    const result = checkSocialLinks({ social: [{ name: 'Facebook', href: 'https://facebook.com/yourpage' }] });
    expect(result.status).toBe('blocker');
    expect(result.detail).toContain('Facebook (https://facebook.com/yourpage)');
  });

  it('only warns when there are no social links at all', () => {
    expect(checkSocialLinks({ social: [] }).status).toBe('warning');
  });
});

describe('launch checklist: SITE_URL', () => {
  it.each([
    [undefined, 'blocker'],
    ['http://localhost:3000', 'blocker'],
    ['http://127.0.0.1:8080', 'blocker'],
    ['http://tidewaterinspectionrepairs.com', 'warning'],
    ['https://tidewaterinspectionrepairs.com', 'ok'],
  ])('%s is %s', (siteUrl, status) => {
    expect(checkSiteUrl(siteUrl).status).toBe(status);
  });
});

describe('launch checklist: lead delivery', () => {
  it.each([
    [{}, 'blocker'],
    [{ smtpUrl: 'smtp://mail.example:587' }, 'blocker'],
    [{ smtpUrl: 'smtp://mail.example:587', leadsEmailTo: 'owner@tidewater.example' }, 'ok'],
    [{ webhookUrl: 'https://hooks.example/lead' }, 'ok'],
  ])('%j is %s', (delivery, status) => {
    expect(checkLeadDelivery(delivery).status).toBe(status);
  });
});

describe('launch checklist: console password', () => {
  it.each([
    ['short1!', 'is 7 characters long; use at least 12'],
    ['Password-Hampton-1', 'contains "password", one of the first things attackers try'],
    ['my qwerty keyboard', 'contains "qwerty", one of the first things attackers try'],
    ['Tidewater2026!!', 'contains "tidewater", one of the first things attackers try'],
    ['x1x1x1x1x1x1x1', 'repeats a few characters; use more different ones'],
    ['oyster-skiff-Mobjack-41', undefined],
  ])('%s: %s', (password, weakness) => {
    expect(passwordWeakness(password)).toBe(weakness);
  });

  it.each([
    [{}, 'blocker'],
    [{ ADMIN_PASSWORD: 'admin12345678' }, 'blocker'],
    [{ ADMIN_PASSWORD: 'oyster-skiff-Mobjack-41' }, 'ok'],
    [{ ADMIN_PASSWORD_HASH: 'scrypt:131072:8:1:pnbnOEq32XDfr6O_xb7yhA:QezahiedVCP4xAgj2iD9Xk7HMsyIF5ZPBSMC_NqJwZ8' }, 'ok'],
    [{ ADMIN_PASSWORD_HASH: 'scrypt$131072$8$1$pnbnOEq32XDfr6O_xb7yhA$QezahiedVCP4xAgj2iD9Xk7HMsyIF5ZPBSMC_NqJwZ8' }, 'blocker'],
  ])('%j is %s', (env, status) => {
    expect(checkAdminPassword(env).status).toBe(status);
  });
});

describe('launch checklist: revalidate secret', () => {
  it.each([
    [undefined, 'blocker'],
    ['short', 'warning'],
    ['a-long-random-secret-0123456789', 'ok'],
  ])('%s is %s', (secret, status) => {
    expect(checkRevalidateSecret(secret).status).toBe(status);
  });
});

describe('launch checklist: article sheet (a real request to the fake Google server)', () => {
  let google: FakeGoogle;
  const fast = { retries: 0, timeoutMs: 2_000 };
  const sheet = (sheetId: string, apiKey = 'key') => ({ apiUrl: google.url, sheetId, apiKey });

  withFakeGoogle((server) => (google = server));
  beforeEach(() => {
    loadFixtures(google, FIXTURE_DIR, ['fixture-sheet']);
  });

  it('passes the fixture sheet, which has every column', async () => {
    const result = await checkSheet(sheet('fixture-sheet'), fast);
    expect(result).toMatchObject({ status: 'ok' });
    expect(google.count('/v4/spreadsheets/fixture-sheet/values/')).toBe(1);
  });

  it('blocks launch when the sheet does not answer', async () => {
    google.setSheet('down', { values: [], statuses: [503] });
    const result = await checkSheet(sheet('down'), fast);
    expect(result.status).toBe('blocker');
    expect(result.detail).toContain('not reachable: Failed to read spreadsheet: 503');
  });

  it('blocks launch when the API key is refused, without printing the key', async () => {
    google.setSheet('locked', { values: [['Title', 'Status', 'Content']], apiKey: 'right-key' });
    const result = await checkSheet(sheet('locked', 'wrong-key'), fast);
    expect(result.status).toBe('blocker');
    expect(result.detail).not.toContain('wrong-key');
  });

  it('blocks launch when the sheet lacks the title, status or body columns, and names them', async () => {
    google.setSheet('bare', [['Company', 'Headline', 'Notes'], ['Tidewater Inspection Repairs', 'A', 'B']]);
    const result = await checkSheet(sheet('bare'), fast);
    expect(result).toEqual({ title: 'Article sheet', status: 'blocker', detail: 'missing columns: title, status, content.' });
  });

  it('only warns about optional columns', async () => {
    google.setSheet('minimal', [['Title', 'Status', 'Google Doc URL'], ['A', 'Published', 'https://docs.google.com/document/d/x/edit']]);
    const result = await checkSheet(sheet('minimal'), fast);
    expect(result.status).toBe('warning');
    expect(result.detail).toContain('no column for slug, publishDate, company, excerpt, category, tags');
  });

  it('only warns when no sheet is configured (the snapshot serves the blog)', async () => {
    expect((await checkSheet({ apiUrl: google.url, sheetId: undefined, apiKey: undefined })).status).toBe('warning');
  });
});
