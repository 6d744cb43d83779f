import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CLUSTER_ADMIN_PASSWORD, startCluster, type Cluster, type ClusterInstance } from '../../test/support/cluster/cluster';
import { CORPUS_DIR } from '../../test/support/reports/score';
import { testSettings } from '../../test/support/settings';

/**
 * Two instances sharing PostgreSQL: a report uploaded to one and sent with a request there is listed
 * by the other one's console, which hands over the identical PDF as a private download.
 */

test.describe.configure({ mode: 'serial' });

const REPORT = path.join(CORPUS_DIR, 'internachi-norfolk.pdf');

let cluster: Cluster;
let a: ClusterInstance;
let b: ClusterInstance;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster({ instances: 2, dist: testSettings.dist.site });
  [a, b] = cluster.instances as [ClusterInstance, ClusterInstance];
});

test.afterAll(async () => {
  await cluster?.stop();
});

test('a report uploaded through one instance is listed and downloaded from the other one’s console', async ({ request, page }) => {
  test.setTimeout(120_000);
  const pdf = await readFile(REPORT);
  const uploaded = await request.post(`${a.url}/api/inspection-report`, {
    headers: { origin: a.url, accept: 'application/json', 'x-forwarded-for': '198.51.100.41' },
    multipart: { report: { name: 'internachi-norfolk.pdf', mimeType: 'application/pdf', buffer: pdf } },
    timeout: 60_000,
  });
  expect(uploaded.status()).toBe(201);
  const upload = (await uploaded.json()) as { id: string; sha256: string; results: { findings: { id: number; text: string }[] } };
  expect(upload.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  const findings = upload.results.findings;
  expect(findings.length).toBeGreaterThan(1);

  const stamp = Date.now().toString(36);
  const name = `Riley Cluster-${stamp}`;
  const sent = await request.post(`${a.url}/api/inspection-report/${upload.id}/request`, {
    headers: { origin: a.url, accept: 'application/json', 'x-forwarded-for': '198.51.100.41' },
    data: { name, email: 'riley@example.com', phone: '(757) 555-0133', location: 'norfolk', items: findings.map((finding) => String(finding.id)) },
  });
  expect(sent.status()).toBe(200);
  const { leadId } = (await sent.json()) as { leadId: string };

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.42' });
  await page.goto(`${b.url}/admin/login`);
  await page.getByLabel('Password').fill(CLUSTER_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${b.url}/admin/leads`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto(`${b.url}/admin/leads/${leadId}`);
  const report = page.getByRole('region', { name: 'Inspection report' });
  await expect(report).toContainText(`Items to quote (${findings.length}, ticked by the visitor)`);
  await expect(report).toContainText(findings[0]!.text.slice(0, 40));

  const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('link', { name: 'Download the original PDF' }).click()]);
  const bytes = await readFile((await download.path())!);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(upload.sha256);
  const answer = await page.request.get(`${b.url}/admin/leads/${leadId}/report`);
  expect(answer.headers()).toMatchObject({ 'content-disposition': 'attachment; filename="internachi-norfolk.pdf"', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
  expect(Buffer.from(await answer.body()).equals(pdf)).toBe(true);
});
