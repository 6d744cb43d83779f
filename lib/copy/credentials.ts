import type { BusinessFacts } from '@/lib/site/owner-facts';
import type { Credential } from './types';

/**
 * The facts a visitor can check, as cards: only those the owner has supplied, in the order a
 * careful customer asks for them (license, insurance, warranty, years, where we are).
 */
export function credentialItems(facts: BusinessFacts): Credential[] {
  const items: Credential[] = [];
  if (facts.license) {
    items.push({
      icon: 'shield',
      title: 'Virginia contractor license',
      text: facts.license.sentence,
      link: { href: facts.license.lookupUrl, label: 'Look the license up at Virginia DPOR' },
    });
  }
  if (facts.insurance) items.push({ icon: 'handshake', title: 'Insurance', text: facts.insurance.sentence });
  if (facts.warranty) items.push({ icon: 'done', title: `${facts.warranty.length} workmanship warranty`, text: facts.warranty.sentence });
  if (facts.founded) items.push({ icon: 'hours', title: `Since ${facts.founded.year}`, text: facts.founded.sentence });
  if (facts.location) items.push({ icon: 'location', title: facts.location.street ? 'Where we are' : 'We come to you', text: facts.location.sentence });
  return items;
}
