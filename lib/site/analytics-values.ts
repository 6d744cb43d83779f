/** What each lead is worth to analytics, in USD: a call or e-mail, a quote request, the form. */
export const analyticsValues = {
  contactLead: 50,
  quoteLead: 100,
  formConversion: 100,
  leadEvent: 150,
  currency: 'USD',
} as const;
