/**
 * Customer quotes on the landing page: two short quotes, each signed with a first name and an
 * initial. Shown as text only: no Review markup for the business's own testimonials.
 */
export type Testimonial = { quote: string; name: string; role: string };

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Our inspector flagged a double-tapped breaker, two ungrounded outlets and a leaking shut-off valve ten days before closing. We had an itemized quote that afternoon and everything was fixed two days later.',
    name: 'Sarah M.',
    role: 'Home buyer in Hampton',
  },
  {
    quote:
      'When a PICRA comes back with a long list, I send my sellers here. The quotes are line by line, which makes the negotiation easy, and the work is always done before the deadline.',
    name: 'James T.',
    role: 'Real estate agent in Newport News',
  },
];
