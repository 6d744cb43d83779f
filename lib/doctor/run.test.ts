import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import settingsFile from '@/config/site.json';
import ownerFacts from '@/test/support/fixtures/owner/facts.json';
import type { FakeGoogle } from '@/test/support/google/fake-google-server';
import { withFakeGoogle } from '@/test/support/google/with-fake-google';
import { exitCode, formatChecklist, runDoctor, type DoctorEnv } from './run';

const READY: DoctorEnv = {
  SITE_URL: 'https://tidewaterinspectionrepairs.com',
  CONTACT_WEBHOOK_URL: 'https://hooks.example/lead',
  SMTP_URL: undefined,
  LEADS_EMAIL_TO: undefined,
  ADMIN_PASSWORD: 'oyster-skiff-Mobjack-41',
  ADMIN_PASSWORD_HASH: undefined,
  REVALIDATE_SECRET: 'a-long-random-secret-0123456789',
  GOOGLE_SHEETS_API_KEY: undefined,
  GOOGLE_SHEETS_ID: undefined,
  GOOGLE_SHEETS_API_URL: 'http://127.0.0.1:9',
  TRUSTED_PROXIES: { kind: 'hops', count: 1 },
  REPORT_READ_TIMEOUT_MS: undefined,
};

function siteWith(settings: Record<string, unknown>, photos: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'doctor-'));
  mkdirSync(path.join(dir, 'config'));
  writeFileSync(path.join(dir, 'config', 'site.json'), JSON.stringify(settings));
  mkdirSync(path.join(dir, 'public', 'work'), { recursive: true });
  for (const [file, content] of Object.entries(photos)) writeFileSync(path.join(dir, 'public', 'work', file), content);
  return dir;
}

/** The committed settings with every fact the owner supplies, and one captioned photo. */
function completeSite(): string {
  const settings = { ...settingsFile, ...ownerFacts, phone: '(757) 826-5510', address: { ...settingsFile.address, serviceAreaOnly: true } };
  return siteWith(settings, { 'deck-stairs.jpg': 'jpeg', 'captions.json': JSON.stringify([{ file: 'deck-stairs.jpg', caption: 'Rebuilt deck stairs in Yorktown' }]) });
}

describe('npm run doctor', () => {
  it('exits 0 with warnings only, and says it is ready', async () => {
    const results = await runDoctor({ env: READY, cwd: completeSite() });
    expect(exitCode(results)).toBe(0);
    expect(results.find((check) => check.title === "Owner's facts")?.status).toBe('ok');
    expect(results.find((check) => check.title === 'Photos of real work')).toMatchObject({ status: 'ok', detail: '1 captioned photo' });
    expect(formatChecklist(results)).toMatch(/No blockers, 1 warning: ready to launch\.$/);
  });

  it('warns that every visitor shares one allowance without TRUSTED_PROXIES', async () => {
    const results = await runDoctor({ env: { ...READY, TRUSTED_PROXIES: { kind: 'none' } }, cwd: siteWith({ ...settingsFile, phone: '(757) 826-5510' }) });
    expect(formatChecklist(results)).toContain('! WARNING  TRUSTED_PROXIES: not set: visitors cannot be told apart, so every visitor shares one allowance');
  });

  it('leaves the report read limit out unless it is set, and warns of one shorter than 10 s', async () => {
    const cwd = completeSite();
    expect((await runDoctor({ env: READY, cwd })).map((check) => check.title)).not.toContain('REPORT_READ_TIMEOUT_MS');
    expect(formatChecklist(await runDoctor({ env: { ...READY, REPORT_READ_TIMEOUT_MS: 30_000 }, cwd }))).toContain('  ok       REPORT_READ_TIMEOUT_MS: 30 s per report');
    expect(formatChecklist(await runDoctor({ env: { ...READY, REPORT_READ_TIMEOUT_MS: 4_000 }, cwd }))).toContain(
      '! WARNING  REPORT_READ_TIMEOUT_MS: 4 s: a long report on a busy server may take longer, and is then kept for the owner to read instead of listed for the visitor.',
    );
  });

  it("names each of the owner's facts still missing, and the missing photos", async () => {
    const results = await runDoctor({ env: READY, cwd: siteWith({ ...settingsFile, phone: '(757) 826-5510' }) });
    const facts = results.find((check) => check.title === "Owner's facts");
    expect(facts?.status).toBe('warning');
    for (const fact of [
      'Virginia contractor license number and class',
      'insurer',
      'warranty length and terms',
      'year founded',
      "owner's name and short story",
      'street address, or serviceAreaOnly: true',
      'reviews with their source and link',
    ]) {
      expect(facts?.detail).toContain(fact);
    }
    expect(results.find((check) => check.title === 'Photos of real work')?.status).toBe('warning');
  });

  it('names a photo without a caption and a caption without its photo', async () => {
    const cwd = siteWith({ ...settingsFile }, { 'roof.jpg': 'jpeg', 'captions.json': JSON.stringify([{ file: 'gone.jpg', caption: 'Flashing' }]) });
    const photos = (await runDoctor({ env: READY, cwd })).find((check) => check.title === 'Photos of real work');
    expect(photos?.detail).toContain('gone.jpg is captioned but not in public/work');
    expect(photos?.detail).toContain('roof.jpg has no caption');
  });

  it('exits 1 on a placeholder (555) phone and marks it as a blocker', async () => {
    const results = await runDoctor({ env: READY, cwd: siteWith({ ...settingsFile, phone: '(757) 555-0147' }) });
    expect(exitCode(results)).toBe(1);
    expect(formatChecklist(results)).toContain('x BLOCKER  Business phone: (757) 555-0147 is a placeholder');
    expect(formatChecklist(results)).toContain('! WARNING  Article sheet:');
  });

  it('reports an invalid settings file as a blocker naming the field', async () => {
    const results = await runDoctor({ env: READY, cwd: siteWith({ ...settingsFile, email: 'nobody' }) });
    expect(results[0]).toMatchObject({ title: 'Owner settings', status: 'blocker' });
    expect(results[0]?.detail).toContain('email: must be an e-mail address');
  });
});

describe('npm run doctor against the fake Google server', () => {
  let google: FakeGoogle;
  withFakeGoogle((server) => (google = server));

  it('checks the tab GOOGLE_SHEETS_NAME names, not the first one', async () => {
    google.setSheet('launch', {
      title: 'Crew schedule',
      values: [['Crew', 'Week'], ['Marcus', '48']],
      otherTabs: [{ title: 'Articles', values: [['Title', 'Status', 'Content'], ['Flashing Repairs in Hampton', 'Published', 'Step flashing keeps water out.']] }],
    });
    const env = { ...READY, GOOGLE_SHEETS_API_KEY: 'key', GOOGLE_SHEETS_ID: 'launch', GOOGLE_SHEETS_API_URL: google.url, GOOGLE_SHEETS_NAME: 'Articles' };
    const results = await runDoctor({ env, cwd: siteWith({ ...settingsFile, phone: '(757) 826-5510' }), fetchOptions: { retries: 0, timeoutMs: 2_000 } });
    expect(results.find((check) => check.title === 'Article sheet')).toMatchObject({ status: 'warning', detail: expect.stringMatching(/^reachable, 1 rows; no column for slug/) });
  });
});
