import { NextResponse, type NextRequest } from 'next/server';
import { isDraftPreviewRequest } from '@/lib/admin/draft-request';
import { answerAddress } from '@/lib/articles/article-index';
import { articleSource } from '@/lib/articles/source';
import { BLOG_NOT_FOUND_HEADER, BLOG_NOT_FOUND_PATH, MISSING_ARTICLE_HEADER } from '@/lib/blog/paths';

/**
 * Blog addresses are checked against the article index before any page renders: an old slug moves
 * (308) to the article's current one, '/page/1' to the archive's own address, and an unknown slug, tag, category or page number is answered by
 * the site's 404 page, rendered per request (app/not-found.tsx). Without this, each unknown address was rendered and stored as a
 * cached page (about 0.5 MB each). The proxy runs in the server process (Node.js runtime), where the
 * index lives.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  // A draft preview (draft mode, owner's console) is not in the published index: the page decides.
  if (isDraftPreviewRequest(request)) return NextResponse.next();
  const answer = answerAddress(await articleSource.getIndex(), request.nextUrl.pathname);
  if (answer.kind === 'redirect') {
    const target = request.nextUrl.clone();
    target.pathname = answer.pathname;
    return NextResponse.redirect(target, 308);
  }
  if (answer.kind === 'not-found') {
    const headers = new Headers(request.headers);
    headers.delete(MISSING_ARTICLE_HEADER);
    headers.set(BLOG_NOT_FOUND_HEADER, '1');
    if (answer.slug) headers.set(MISSING_ARTICLE_HEADER, answer.slug);
    const target = request.nextUrl.clone();
    target.pathname = BLOG_NOT_FOUND_PATH;
    return NextResponse.rewrite(target, { request: { headers } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/blog/:path+'],
};
