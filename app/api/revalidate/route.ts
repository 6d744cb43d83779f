import { refreshArticles } from '@/lib/articles/read';
import { handleRevalidate } from '@/lib/articles/revalidate';
import { serverEnv } from '@/lib/env';

/** Webhook for the sheet's on-edit trigger: reads the sheet (or one article's document) now and refreshes the pages. */
export async function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, { secret: serverEnv().REVALIDATE_SECRET, revalidate: refreshArticles });
}
