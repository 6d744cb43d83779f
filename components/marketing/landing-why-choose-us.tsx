import { whyChooseUs } from '@/lib/content/landing';
import { siteConfig } from '@/lib/site-config';
import { FeatureGrid } from './feature-grid';
import { SectionHeading } from './section-heading';

/** SPEC: Fast Quotes, Affordable Repairs, Trusted by Realtors. */
export function LandingWhyChooseUs() {
  return (
    <section id="why-choose-us" aria-labelledby="why-choose-us-title">
      <div className="section">
        <SectionHeading
          id="why-choose-us-title"
          eyebrow="Why choose us"
          title={`Why Hampton Roads Chooses ${siteConfig.shortName}`}
          intro={`${siteConfig.claims.licensed}, local to the Peninsula and the Southside, and focused on one job: clearing inspection reports before closing.`}
        />
        <FeatureGrid items={whyChooseUs} />
      </div>
    </section>
  );
}
