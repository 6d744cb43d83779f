import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readTestSettings, shellExports } from './settings';

const ROOT = path.resolve(__dirname, '..', '..');

describe('test settings', () => {
  it('keeps the ports everyone already uses when nothing is set', () => {
    expect(readTestSettings({}).ports).toEqual({
      site: 3100,
      tags: 3101,
      sheet: 3102,
      fakeGoogle: 3103,
      fakeGoogleControl: 3104,
      webhookReceiver: 3105,
      trap: 3116,
      postgres: 3120,
      smtp: 3121,
      smtpControl: 3122,
      brokenStore: 3123,
    });
    expect(readTestSettings({}).dist).toEqual({ site: '.next', tags: '.next-tags', sheet: '.next-sheet' });
  });

  it.each([
    ['E2E_SITE_PORT', 'site'],
    ['E2E_TAGS_PORT', 'tags'],
    ['E2E_SHEET_PORT', 'sheet'],
    ['E2E_FAKE_GOOGLE_PORT', 'fakeGoogle'],
    ['E2E_FAKE_GOOGLE_CONTROL_PORT', 'fakeGoogleControl'],
    ['E2E_RECEIVER_PORT', 'webhookReceiver'],
    ['E2E_TRAP_PORT', 'trap'],
    ['E2E_POSTGRES_PORT', 'postgres'],
    ['E2E_SMTP_PORT', 'smtp'],
    ['E2E_SMTP_CONTROL_PORT', 'smtpControl'],
    ['E2E_BROKEN_STORE_PORT', 'brokenStore'],
  ] as const)('%s moves the %s port', (name, key) => {
    expect(readTestSettings({ [name]: '4377' }).ports[key]).toBe(4377);
  });

  it('moves the URLs with their ports and the sheet copy with the site build', () => {
    const settings = readTestSettings({ E2E_SHEET_PORT: '4302', E2E_FAKE_GOOGLE_CONTROL_PORT: '4304', E2E_SITE_DIST: '.next-support' });
    expect(settings.urls.sheet).toBe('http://127.0.0.1:4302');
    expect(settings.urls.fakeGoogleControl).toBe('http://127.0.0.1:4304');
    expect(settings.dist.sheet).toBe('.next-support-sheet');
  });

  it('treats an empty variable as unset', () => {
    expect(readTestSettings({ E2E_SITE_PORT: '', E2E_SITE_DIST: '' })).toMatchObject({ ports: { site: 3100 }, dist: { site: '.next' } });
  });

  it.each([
    ['E2E_SITE_PORT', 'abc'],
    ['E2E_SITE_PORT', '0'],
    ['E2E_SITE_PORT', '70000'],
    ['E2E_SITE_PORT', '3100.5'],
    // Build folders are copied and deleted by name, and only .next* folders are ignored by git, eslint and tsc.
    ['E2E_SITE_DIST', '../elsewhere'],
    ['E2E_SITE_DIST', '/tmp/build'],
    ['E2E_TAGS_DIST', 'build'],
    ['E2E_TAGS_DIST', '.next-$(id)'],
    ['E2E_SKIP_TAGS', 'yes'],
    ['E2E_WORKERS', '0'],
    ['E2E_WORKERS', 'two'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => readTestSettings({ [name]: value })).toThrow(name);
  });

  it('skips the tags, sheet and cluster projects only when asked', () => {
    expect(readTestSettings({}).skip).toEqual({ tags: false, sheet: false, cluster: false });
    expect(readTestSettings({ E2E_SKIP_TAGS: '1', E2E_SKIP_SHEET: '1', E2E_SKIP_CLUSTER: '1' }).skip).toEqual({ tags: true, sheet: true, cluster: true });
  });

  it('leaves the number of Playwright workers to the config unless E2E_WORKERS is set', () => {
    expect(readTestSettings({}).workers).toBeUndefined();
    expect(readTestSettings({ E2E_WORKERS: '' }).workers).toBeUndefined();
    expect(readTestSettings({ E2E_WORKERS: '3' }).workers).toBe(3);
  });

  it('gives the test runner script the build folders, the PostgreSQL port and the analytics ids', () => {
    const lines = shellExports(readTestSettings({ E2E_SITE_DIST: '.next-a', E2E_TAGS_DIST: '.next-b', E2E_POSTGRES_PORT: '4320' }));
    expect(lines.trim().split('\n')).toEqual([
      "export E2E_SITE_DIST='.next-a'",
      "export E2E_TAGS_DIST='.next-b'",
      "export E2E_POSTGRES_PORT='4320'",
      "export TEST_GTM_ID='GTM-TEST123'",
      "export TEST_META_PIXEL_ID='1234567890'",
    ]);
  });

  it('prints the same lines from the command line that scripts/test.sh evaluates', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'test/support/settings.ts', '--shell'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NODE_ENV: 'test', E2E_SITE_DIST: '.next-cli', E2E_POSTGRES_PORT: '4399' },
    });
    expect(output).toBe(shellExports(readTestSettings({ E2E_SITE_DIST: '.next-cli', E2E_POSTGRES_PORT: '4399' })));
  });
});
