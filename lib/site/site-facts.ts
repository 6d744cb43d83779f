import { siteSettings } from '@/lib/site/config';
import { businessFacts } from './owner-facts';

/** The business's checkable facts from the committed settings (config/site.json). */
export const siteFacts = businessFacts(siteSettings);
