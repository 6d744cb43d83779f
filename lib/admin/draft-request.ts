/**
 * Next's draft-mode cookie (`draftMode().enable()` sets it; its value is checked by Next when the
 * page renders). A proxy that answers unknown blog addresses with a 404 before any page renders must
 * let these requests through: a Draft row's slug is not in the published index, and the article
 * page itself shows the draft, or a 404 when the cookie is not a valid one.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

export function isDraftPreviewRequest(request: { cookies: { has(name: string): boolean } }): boolean {
  return request.cookies.has(DRAFT_MODE_COOKIE);
}
