import { handlePageMetricsPost } from '@/lib/page-metrics/service';

export async function POST(request: Request): Promise<Response> {
  return handlePageMetricsPost(request);
}
