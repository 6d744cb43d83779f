import type { SubscribeOptions } from './subscribers';
import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from './sign-up';

const doubleOptIn: SubscribeOptions = { confirmByEmail: true, notifyWebhook: false };

describe('newsletter sign-up', () => {
  it('refuses an invalid address and stores nothing', async () => {
    const subscribe = jest.fn();
    expect(await subscribeToNewsletter({ email: 'not-an-email' }, { mode: doubleOptIn, subscribe })).toEqual({ status: 400, body: { ok: false, error: 'invalid', message: NEWSLETTER_MESSAGES.invalid } });
    expect((await subscribeToNewsletter(null, { mode: doubleOptIn, subscribe })).status).toBe(400);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('says plainly that sign-up is not available when neither SMTP nor a webhook is configured', async () => {
    const subscribe = jest.fn();
    expect(await subscribeToNewsletter({ email: 'a@b.co' }, { mode: null, subscribe })).toEqual({ status: 503, body: { ok: false, error: 'not_running', message: NEWSLETTER_MESSAGES.notRunning } });
    expect(subscribe).not.toHaveBeenCalled();
  });

  it.each([
    ['confirmation_queued', NEWSLETTER_MESSAGES.confirm],
    ['subscribed', NEWSLETTER_MESSAGES.subscribed],
    ['already_subscribed', NEWSLETTER_MESSAGES.confirm],
  ] as const)('stores the normalised address and answers %s with its message (an address on the list as a new one)', async (outcome, message) => {
    const subscribe = jest.fn().mockResolvedValue(outcome);
    expect(await subscribeToNewsletter({ email: ' Reader@Example.COM ' }, { mode: doubleOptIn, subscribe })).toEqual({ status: 200, body: { ok: true, message } });
    expect(subscribe).toHaveBeenCalledWith('reader@example.com', doubleOptIn);
  });

  it('does not tell whether an address is already on the list without double opt-in either', async () => {
    const mode: SubscribeOptions = { confirmByEmail: false, notifyWebhook: true };
    const answers = await Promise.all((['subscribed', 'already_subscribed'] as const).map((outcome) => subscribeToNewsletter({ email: 'a@b.co' }, { mode, subscribe: jest.fn().mockResolvedValue(outcome) })));
    expect(answers[0]).toEqual(answers[1]);
  });

  it('answers 503 with a retry in a minute when the database cannot store the address, so the reader knows to try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await subscribeToNewsletter({ email: 'a@b.co' }, { mode: doubleOptIn, subscribe: jest.fn().mockRejectedValue(new Error('disk full')) });
    expect(result).toEqual({ status: 503, headers: { 'Retry-After': '60' }, body: { ok: false, error: 'not_stored', message: NEWSLETTER_MESSAGES.failed } });
    expect(NEWSLETTER_MESSAGES.failed).toMatch(/not subscribed yet.*try again in a minute/);
    expect(JSON.stringify(error.mock.calls)).not.toContain('a@b.co');
    error.mockRestore();
  });
});
