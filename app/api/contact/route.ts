import { createContactHandler } from '@/lib/contact/handle-request';
import { CONTACT_RATE_LIMIT, createRateLimiter } from '@/lib/contact/rate-limit';
import { submitLead } from '@/lib/leads/service';

// One limiter per server instance.
const limiter = createRateLimiter(CONTACT_RATE_LIMIT);

export const POST = createContactHandler({ limiter, saveLead: submitLead });
