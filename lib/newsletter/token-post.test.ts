import { serverEnv } from '@/lib/process/env';
import { allowanceFor, POST_LIMITS } from '@/lib/request/limits';
import { createTokenPost } from './token-post';

const TOKEN = 'a'.repeat(43);
let ipCounter = 0;

/** What the confirm page's form sends: form-encoded, from our own page, each test from its own address. */
function formPost(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/newsletter/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000', 'x-forwarded-for': `198.51.100.${ipCounter}`, ...headers },
    body,
  });
}

describe('the newsletter confirm and unsubscribe buttons', () => {
  const act = jest.fn(async (token: string | null) => (token ? 'confirmed' : 'unknown'));
  let post: (request: Request) => Promise<Response>;

  beforeEach(() => {
    ipCounter += 1;
    act.mockClear();
    post = createTokenPost(`newsletter-test-${ipCounter}`, '/newsletter/confirm', act);
  });

  it('acts on the token the form posts and sends the reader to the page with the outcome (303, so a reload posts nothing)', async () => {
    const response = await post(formPost(`token=${TOKEN}`));
    expect(act).toHaveBeenCalledWith(TOKEN);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/newsletter/confirm?result=confirmed');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a token not of the form we issue does nothing and says the link does not work', async () => {
    const response = await post(formPost('token=not%20a%20token'));
    expect(act).toHaveBeenCalledWith(null);
    expect(response.headers.get('location')).toBe('/newsletter/confirm?result=unknown');
  });

  it('refuses a form on another site (403) without acting', async () => {
    const response = await post(formPost(`token=${TOKEN}`, { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' }));
    expect(response.status).toBe(403);
    expect(act).not.toHaveBeenCalled();
  });

  it('takes only what the form sends (form-encoded, at most 2 KB)', async () => {
    expect((await post(formPost(JSON.stringify({ token: TOKEN }), { 'content-type': 'application/json' }))).status).toBe(415);
    expect((await post(formPost(`token=${TOKEN}&pad=${'x'.repeat(4_000)}`))).status).toBe(413);
    expect(act).not.toHaveBeenCalled();
  });

  it('limits how often one client may press, as the sign-up does: past the allowance the post is refused with 429', async () => {
    // Five per ten minutes with TRUSTED_PROXIES set; one larger shared allowance without (allowanceFor).
    const { limit } = allowanceFor(POST_LIMITS.newsletter, serverEnv().TRUSTED_PROXIES);
    for (let press = 0; press < limit; press += 1) expect((await post(formPost(`token=${TOKEN}`))).status).toBe(303);
    const refused = await post(formPost(`token=${TOKEN}`));
    expect(refused.status).toBe(429);
    expect(act).toHaveBeenCalledTimes(limit);
  });
});
