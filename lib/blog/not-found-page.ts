import { randomBytes } from 'node:crypto';
import { slugSchema } from '@/lib/articles';
import { processHolder } from '@/lib/process/singleton';

/**
 * The server's answer to the proxy's request for the 'Article Not Found' page. The page route answers
 * 200 when it rendered the page (for this process's token); the proxy sends it on as a 404. Any other
 * status is not the page (Next's own not-found for a wrong token, an error).
 */
export type RenderedNotFound = { status: number; body: string; headers: Record<string, string> };

/** Renders the page naming `slug` ('Article with slug "…" not found'), or the general one without a slug. */
export type NotFoundRenderer = (slug: string | undefined) => Promise<RenderedNotFound>;

/**
 * The 404 page of an unknown /blog address, rendered twice per server process instead of once per
 * request: the page is the same for every unknown address except the slug it names (no cookie, no
 * query, no article data goes into it), so it is rendered once with a random marker slug and the
 * marker is replaced by each visitor's slug, and once without a slug for unknown tags, categories,
 * pages and addresses that are not a slug. A slug is lowercase letters, digits and hyphens only
 * (slugSchema), so it needs no escaping in the HTML or in the page's script payload. Only the page
 * itself (the route's 200) is kept, and every answer made from it has status 404. A render that
 * fails or answers anything else is not kept: that request gets that answer, and the next one
 * renders again.
 */
export function createNotFoundPages(render: NotFoundRenderer, marker = `missing-${randomBytes(16).toString('hex')}`) {
  const templates = new Map<'article' | 'general', Promise<RenderedNotFound | undefined>>();

  function template(kind: 'article' | 'general'): Promise<RenderedNotFound | undefined> {
    let pending = templates.get(kind);
    if (!pending) {
      pending = render(kind === 'article' ? marker : undefined).then(
        (page) => (page.status === 200 ? page : undefined),
        () => undefined,
      );
      templates.set(kind, pending);
      // Forgotten when it failed, so a later request renders it again.
      void pending.then((page) => {
        if (!page) templates.delete(kind);
      });
    }
    return pending;
  }

  return async function notFoundPage(slug: string | undefined): Promise<RenderedNotFound> {
    const named = slug !== undefined && slugSchema.safeParse(slug).success ? slug : undefined;
    const page = await template(named ? 'article' : 'general');
    if (!page) return render(named);
    return { status: 404, headers: page.headers, body: named ? page.body.replaceAll(marker, named) : page.body };
  };
}

/** The server process's one set of templates (a new build is a new process). */
export function blogNotFoundPages(render: NotFoundRenderer): (slug: string | undefined) => Promise<RenderedNotFound> {
  return processHolder('blogNotFoundPages', () => ({ page: createNotFoundPages(render) })).page;
}
