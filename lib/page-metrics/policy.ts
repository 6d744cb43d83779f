/**
 * Who is not counted: crawlers and automated browsers (by user agent), and visitors who ask not to
 * be tracked (DNT: 1 or Sec-GPC: 1, Global Privacy Control). Busy sites can count a sample.
 */

// Crawlers name themselves; headless and audit browsers (Lighthouse, PageSpeed) say so too.
const BOT_AGENT = /bot|crawl|spider|slurp|fetch|scrape|preview|monitor|headless|lighthouse|pagespeed|gtmetrix|pingdom|phantomjs|python|curl|wget|java\/|go-http|node-fetch|axios|okhttp/i;

export function isBotAgent(userAgent: string | null): boolean {
  return !userAgent || userAgent.length < 20 || BOT_AGENT.test(userAgent);
}

export function asksNotToBeTracked(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}

/** Whether this beacon is kept under the sample rate (1: all); kept ones count for 1/rate each. */
export function inSample(rate: number, random: () => number = Math.random): boolean {
  return rate >= 1 || random() < rate;
}
