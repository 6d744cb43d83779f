import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from './newsletter';

describe('newsletter sign-up', () => {
  it('refuses an invalid address', async () => {
    expect(await subscribeToNewsletter({ email: 'not-an-email' }, 'https://hook.example.com')).toEqual({ status: 400, body: { ok: false, message: NEWSLETTER_MESSAGES.invalid } });
    expect((await subscribeToNewsletter(null, 'https://hook.example.com')).status).toBe(400);
  });

  it('says plainly that nothing was sent when no webhook is configured', async () => {
    const fetcher = jest.fn();
    expect(await subscribeToNewsletter({ email: 'a@b.co' }, undefined, fetcher)).toEqual({ status: 503, body: { ok: false, message: NEWSLETTER_MESSAGES.notRunning } });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('forwards a valid address to the webhook', async () => {
    const fetcher = jest.fn().mockResolvedValue({ ok: true });
    const result = await subscribeToNewsletter({ email: ' Reader@Example.COM ' }, 'https://hook.example.com/x', fetcher, new Date('2026-05-01T00:00:00Z'));
    expect(result).toEqual({ status: 200, body: { ok: true, message: NEWSLETTER_MESSAGES.subscribed } });
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://hook.example.com/x');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'reader@example.com', source: 'blog', subscribedAt: '2026-05-01T00:00:00.000Z' });
  });

  it('reports a failing webhook as not subscribed', async () => {
    expect((await subscribeToNewsletter({ email: 'a@b.co' }, 'https://hook.example.com', jest.fn().mockResolvedValue({ ok: false }))).status).toBe(502);
    expect((await subscribeToNewsletter({ email: 'a@b.co' }, 'https://hook.example.com', jest.fn().mockRejectedValue(new Error('down')))).status).toBe(502);
  });
});
