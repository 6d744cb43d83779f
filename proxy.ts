import { NextResponse, type NextRequest } from 'next/server';
import { isDraftPreviewRequest } from '@/lib/admin/draft-request';
import { answerAddress, articleSource } from '@/lib/articles';
import { blogNotFoundPages, blogNotFoundToken, shareImageSlug, BLOG_NOT_FOUND_HEADER, BLOG_NOT_FOUND_PATH, MISSING_ARTICLE_HEADER } from '@/lib/blog';
import { serverEnv } from '@/lib/process/env';
import { SEARCH_LIMITS } from '@/lib/request/limits';
import { routeLimiter } from '@/lib/request/route-limiter';
import { limitSearch } from '@/lib/request/search-limit';
import { consoleContentSecurityPolicy } from '@/lib/request/security-headers';

// Shared with the search API through Redis (the same name); per process otherwise.
const searchPageLimiter = routeLimiter('search', SEARCH_LIMITS);

/**
 * Blog addresses are checked against the article index before any page renders: an old slug moves
 * (308) to the article's current one, '/page/1' to the archive's own address, and an unknown slug,
 * tag, category or page number gets the 'Article Not Found' page with status 404. Without this, each
 * unknown address was rendered and stored as a cached page (about 0.5 MB each).
 *
 * The 404 page is rendered by a request of the proxy to BLOG_NOT_FOUND_PATH on its own server
 * (marked with a per-process token) and sent on with status 404: a page that calls notFound() is
 * answered by Next with an empty body (the text only in the script payload), and a rewrite cannot
 * set the status. It is rendered once per process and kind, then only the slug it names changes
 * (lib/blog/not-found-page.ts): a flood of unknown addresses costs a string replacement each, not a
 * render. The proxy runs in the server process (Node.js runtime), where the article index lives.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')) return consolePage(request);
  // The search page runs the fuzzy search and a full render: the same allowance per client as the search API.
  if (request.nextUrl.pathname === '/blog/search') {
    const refused = await limitSearch(request, searchPageLimiter, serverEnv().TRUSTED_PROXIES, 'text');
    if (refused) return new NextResponse(refused.body, { status: refused.status, headers: refused.headers });
  }
  const index = await articleSource.getIndex();
  // The share image of an unpublished slug: a plain 404, nothing rendered or stored.
  const imageSlug = shareImageSlug(request.nextUrl.pathname);
  if (imageSlug !== undefined && !index.bySlug.has(imageSlug)) return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  // A draft preview (draft mode with this build's id, owner's console) is not in the published index: the page decides.
  if (isDraftPreviewRequest(request)) return NextResponse.next();
  const answer = answerAddress(index, request.nextUrl.pathname);
  if (answer.kind === 'redirect') {
    const target = request.nextUrl.clone();
    target.pathname = answer.pathname;
    return NextResponse.redirect(target, 308);
  }
  if (answer.kind === 'not-found') return notFoundPage(request, answer.slug);
  return NextResponse.next();
}

/** The console: a fresh nonce per response and a policy without 'unsafe-inline' scripts (lib/request/security-headers.ts). */
function consolePage(request: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const policy = consoleContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

async function notFoundPage(request: NextRequest, slug: string | undefined): Promise<NextResponse> {
  const origin = serverEnv().PORT ? `http://127.0.0.1:${serverEnv().PORT}` : request.nextUrl.origin;
  const page = await blogNotFoundPages((named) => renderNotFoundPage(origin, named))(slug);
  const answer = new Headers(page.headers);
  answer.set('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  return new NextResponse(request.method === 'HEAD' ? null : page.body, { status: 404, headers: answer });
}

/**
 * The 'Article Not Found' page from this server, naming `slug` or none. Nothing of the visitor's
 * request goes with it (the page reads only these two headers), so the render can serve every visitor.
 */
async function renderNotFoundPage(origin: string, slug: string | undefined) {
  const headers = new Headers({ [BLOG_NOT_FOUND_HEADER]: blogNotFoundToken(), accept: 'text/html' });
  if (slug) headers.set(MISSING_ARTICLE_HEADER, slug);
  const page = await fetch(new URL(BLOG_NOT_FOUND_PATH, origin), { headers, redirect: 'manual' });
  const kept: Record<string, string> = {};
  for (const name of ['content-type', 'vary', 'link']) {
    const value = page.headers.get(name);
    if (value) kept[name] = value;
  }
  return { status: page.status, headers: kept, body: await page.text() };
}

export const config = {
  matcher: ['/blog/:path+', '/admin', '/admin/:path*'],
};
