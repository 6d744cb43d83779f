import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** The receiver stands in for the owner's webhooks in unit and end-to-end tests; these are the answers they rely on. */

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await receiver.close();
});

const post = (hook: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${receiver.url}/hooks/${hook}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('webhook receiver', () => {
  it('records each post with its Idempotency-Key, per hook, and answers 200', async () => {
    expect((await post('contact', '{"leadId":"a1"}', { 'idempotency-key': 'a1' })).status).toBe(200);
    expect((await post('newsletter', '{"email":"reader@example.com"}')).status).toBe(200);
    expect(receiver.received('contact')).toEqual([{ body: { leadId: 'a1' }, idempotencyKey: 'a1' }]);
    expect(receiver.received('newsletter')).toEqual([{ body: { email: 'reader@example.com' }, idempotencyKey: undefined }]);
  });

  it('keeps a body that is not JSON as its text', async () => {
    await post('contact', 'name=Marcus');
    expect(receiver.received('contact')[0]?.body).toBe('name=Marcus');
  });

  it('answers the queued statuses first, then the standing one', async () => {
    receiver.setStatus('contact', 502);
    receiver.answer('contact', 500, 429);
    const statuses = [];
    for (let at = 0; at < 3; at += 1) statuses.push((await post('contact', '{}')).status);
    expect(statuses).toEqual([500, 429, 502]);
    expect((await post('newsletter', '{}')).status).toBe(200);
  });

  it('is controlled over HTTP on the same port, as the end-to-end tests do', async () => {
    await fetch(`${receiver.url}/control/contact?status=503`, { method: 'POST' });
    expect((await post('contact', '{"leadId":"b2"}')).status).toBe(503);
    expect(await (await fetch(`${receiver.url}/received/contact`)).json()).toEqual([{ leadId: 'b2' }]);
    await fetch(`${receiver.url}/control/reset`, { method: 'POST' });
    expect(await (await fetch(`${receiver.url}/received/contact`)).json()).toEqual([]);
    expect((await post('contact', '{}')).status).toBe(200);
  });

  it('empties a hook in place on reset, so a test holding its list sees it empty', async () => {
    const contact = receiver.received('contact');
    await post('contact', '{}');
    receiver.reset();
    expect(contact).toHaveLength(0);
  });
});
