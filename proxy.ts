import { NextResponse, type NextRequest } from 'next/server';
import { isDraftPreviewRequest } from '@/lib/admin/draft-request';
import { answerAddress, articleSource } from '@/lib/articles';
import { blogNotFoundToken, shareImageSlug, BLOG_NOT_FOUND_HEADER, BLOG_NOT_FOUND_PATH, MISSING_ARTICLE_HEADER } from '@/lib/blog';
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
 * The 404 page is rendered by a request of the proxy to its own server (the same address, marked
 * with a per-process token), rewritten to BLOG_NOT_FOUND_PATH and sent on with status 404: a page
 * that calls notFound() is answered by Next with an empty body (the text only in the script
 * payload), and a rewrite cannot set the status. The proxy runs in the server process (Node.js
 * runtime), where the article index lives.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')) return consolePage(request);
  if (request.headers.get(BLOG_NOT_FOUND_HEADER) === blogNotFoundToken()) {
    const target = request.nextUrl.clone();
    target.pathname = BLOG_NOT_FOUND_PATH;
    return NextResponse.rewrite(target);
  }
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
  const headers = new Headers(request.headers);
  headers.set(BLOG_NOT_FOUND_HEADER, blogNotFoundToken());
  headers.delete(MISSING_ARTICLE_HEADER);
  if (slug) headers.set(MISSING_ARTICLE_HEADER, slug);
  headers.delete('accept-encoding');
  const port = serverEnv().PORT;
  const address = new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, port ? `http://127.0.0.1:${port}` : request.nextUrl.origin);
  const page = await fetch(address, { headers, redirect: 'manual' });
  const answer = new Headers();
  for (const name of ['content-type', 'vary', 'link']) {
    const value = page.headers.get(name);
    if (value) answer.set(name, value);
  }
  answer.set('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  return new NextResponse(page.body, { status: 404, headers: answer });
}

export const config = {
  matcher: ['/blog/:path+', '/admin', '/admin/:path*'],
};
