import type { Metadata } from 'next';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { siteFacts } from '@/lib/site/site-facts';
import { agentsMeta, agentsPage } from '@/lib/copy/agents';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(agentsMeta);

export default function AgentsPage() {
  return <MarketingPageView page={agentsPage(siteFacts)} />;
}
