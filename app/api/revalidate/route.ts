import { clearArticleCache } from '@/lib/articles/source';
import { handleRevalidate } from '@/lib/articles/revalidate';
import { serverEnv } from '@/lib/env';

/** Webhook for the sheet's on-edit trigger: refreshes every article and page at once. */
export async function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, { secret: serverEnv().REVALIDATE_SECRET, revalidate: clearArticleCache });
}
