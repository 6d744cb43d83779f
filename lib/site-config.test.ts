import { emailHref, phoneHref, siteConfig } from './site-config';

describe('site configuration', () => {
  it('holds the default landing title word for word', () => {
    expect(siteConfig.defaultTitle).toBe('Home Inspection Repair Hampton VA - Fast, Reliable Service');
  });

  it('has the business hours of the specification', () => {
    expect(siteConfig.hours.map((entry) => `${entry.days} ${entry.hours}`)).toEqual([
      'Monday-Friday 8:00 AM-6:00 PM',
      'Saturday 9:00 AM-4:00 PM',
      'Sunday Emergency only',
    ]);
  });

  it('writes the phone the same way in text and in the tel: link', () => {
    expect(phoneHref).toBe(`tel:${siteConfig.phoneE164}`);
    expect(siteConfig.phone.replace(/\D/g, '')).toBe(siteConfig.phoneE164.replace(/^\+1/, ''));
    expect(emailHref).toBe(`mailto:${siteConfig.email}`);
  });

  it('keeps the analytics values in USD', () => {
    expect(siteConfig.analyticsValues).toEqual({ contactLead: 50, quoteLead: 100, formConversion: 100, leadEvent: 150, currency: 'USD' });
  });

  it('has the blog constants of section 9', () => {
    expect(siteConfig.blog).toMatchObject({
      cacheTimeMs: 300000,
      pageSize: 9,
      relatedCount: 3,
      featuredCount: 3,
      searchDelayMs: 300,
      filterTagCount: 8,
      cardTagCount: 3,
      pagerWindow: 5,
      wordsPerMinute: 200,
      defaultReadTime: '5 min read',
      excerptLength: 160,
      cellMaxLength: 50_000,
      documentMaxBytes: 2_000_000,
      guideDocuments: [],
    });
    expect(siteConfig.blog.revalidateSeconds * 1000).toBe(siteConfig.blog.cacheTimeMs);
  });

  it('has the page behaviour constants of section 9', () => {
    expect(siteConfig.ui).toMatchObject({
      heroImageCount: 11,
      heroRotationMs: 5000,
      navScrolledThreshold: 50,
      scrollTopThreshold: 200,
      scrollTopIconCount: 30,
      scrollTopIconDurationMs: 3000,
      scrollDepthMilestones: [25, 50, 75, 100],
      zipDisplayCount: 12,
    });
  });

  it('has the urgency labels and form options of section 9', () => {
    expect(siteConfig.urgencyOptions.map((option) => option.label)).toEqual(['Standard (1-3 days)', 'Urgent (Same day)', 'Emergency (ASAP)']);
    expect(siteConfig.defaultUrgency).toBe('standard');
    expect(siteConfig.formLocationOptions.map((option) => option.value)).toEqual(['hampton', 'newport-news', 'norfolk', 'chesapeake', 'yorktown', 'other']);
    expect(siteConfig.formServiceOptions.map((option) => option.value)).toEqual([
      'electrical',
      'plumbing',
      'hvac',
      'exterior',
      'carpentry',
      'cosmetic',
      'multiple',
      'inspection',
    ]);
  });

  it('has the issue frequencies and typical costs, most frequent first', () => {
    expect(siteConfig.issueFrequencies.map((row) => `${row.issue} ${row.frequency}% ${row.cost}`)).toEqual([
      'HVAC 85% $150-$800',
      'Electrical 78% $200-$1,500',
      'Plumbing 72% $100-$600',
      'Safety 68% $50-$300',
      'Roof and Exterior 65% $200-$1,200',
      'Structural 58% $150-$800',
    ]);
  });

  it('has the marketing figures of section 9', () => {
    expect(siteConfig.figures).toEqual({
      buyerRepairDays: '1-3 business days',
      commonRepairDays: '1-2 business days',
      typicalRepairCost: '$200-$2,000',
      preSalePriceGain: '3-5%',
      fasterSales: '30%',
      preSaleRoi: '85%',
      suggestedSpend: '1-3%',
    });
    expect(siteConfig.expensiveRepairs.map((row) => `${row.repair} ${row.cost}`)).toEqual([
      'Panel upgrades $800-$2,000',
      'Major plumbing $500-$1,500',
      'HVAC $600-$2,000',
    ]);
  });

  it('lists four social networks', () => {
    expect(siteConfig.social).toHaveLength(4);
    for (const network of siteConfig.social) expect(network.href).toMatch(/^https:\/\//);
  });
});
