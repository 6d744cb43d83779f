import { FeatureGrid } from '@/components/ui/feature-grid';
import { TrackedLink } from '@/components/ui/tracked-link';
import type { ContactMethod } from '@/lib/copy/types';

const linkClass = {
  phone: 'mt-4 font-semibold text-brand-teal-dark underline underline-offset-4',
  email: 'mt-4 font-semibold break-all text-brand-teal-dark underline underline-offset-4',
  quote: 'btn-primary mt-4',
} as const;

/** The ways to reach the business, each a card ending in its tracked link. */
export function ContactMethods({ methods, location }: { methods: readonly ContactMethod[]; location: string }) {
  const cards = methods.map((method) => ({
    ...method,
    action: (
      <TrackedLink kind={method.kind} location={location} className={linkClass[method.kind]}>
        {method.linkLabel}
      </TrackedLink>
    ),
  }));
  return <FeatureGrid items={cards} />;
}
