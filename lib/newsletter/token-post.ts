import { serverEnv } from '@/lib/process/env';
import { guardPost } from '@/lib/request/guard';
import { POST_LIMITS, POST_MAX_BYTES } from '@/lib/request/limits';
import { routeLimiter } from '@/lib/request/route-limiter';
import { tokenFrom } from './pages';

/**
 * The confirm and unsubscribe buttons: a plain HTML form (it works without JavaScript) that posts the
 * token from the e-mail link. Like every public POST it passes the guard: another site's form is
 * refused (403), the body is capped, and the rate is limited per client (a reader presses once or
 * twice; a token is never guessed in five tries). A token of the wrong form does nothing and says the
 * link does not work. The answer is a 303 to the page with the outcome, so reloading that page posts
 * nothing again.
 */
export function createTokenPost(name: string, page: string, act: (token: string | null) => Promise<string>): (request: Request) => Promise<Response> {
  const limiter = routeLimiter(name, POST_LIMITS.newsletter);
  const tokenOf = (body: Record<string, unknown>) => (typeof body.token === 'string' ? tokenFrom(body.token) : null);
  return async (request) => {
    const env = serverEnv();
    const guarded = await guardPost(request, {
      limiter,
      validate: (body) => tokenOf(body) !== null,
      maxBytes: POST_MAX_BYTES.newsletter,
      accept: 'form',
      trust: env.TRUSTED_PROXIES,
      siteUrl: env.SITE_URL,
    });
    if (!guarded.ok) return guarded.response;
    const result = await act(tokenOf(guarded.body));
    return new Response(null, { status: 303, headers: { location: `${page}?result=${result}`, 'cache-control': 'no-store' } });
  };
}
