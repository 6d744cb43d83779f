import type { Metadata } from 'next';
import { ContentSection } from '@/components/marketing/content-section';
import { CtaBand } from '@/components/marketing/cta-band';
import { FaqSection } from '@/components/marketing/faq-section';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageHero } from '@/components/marketing/page-hero';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { ServiceAreaLinks } from '@/components/marketing/service-area-links';
import { StatStrip } from '@/components/marketing/stat-strip';
import { JsonLd } from '@/components/seo/json-ld';
import { buyerBenefits, buyerCta, buyerHero, buyerMeta, buyerStats, buyerSteps } from '@/lib/content/buyer-repairs';
import { buyerFaqs } from '@/lib/content/faqs';
import { serviceList } from '@/lib/catalogue';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(buyerMeta);

export default function BuyerRepairsPage() {
  return (
    <>
      <PageHero {...buyerHero} actions={<HeroActions location="buyer_hero" />} />
      <ContentSection id="buyer-figures" eyebrow="At a glance" title="Repairs on Your Timeline, at a Known Price">
        <StatStrip stats={buyerStats} />
      </ContentSection>
      <ContentSection
        id="buyer-benefits"
        tone="muted"
        eyebrow="Why buyers call us"
        title="Turn Your Inspection Report Into a Plan"
        intro="The inspection report tells you what is wrong. We tell you what it costs and fix it, so the report helps your negotiation instead of stalling it."
      >
        <FeatureGrid items={buyerBenefits} />
      </ContentSection>
      <ContentSection id="buyer-process" eyebrow="The process" title="How Buyer Repairs Work">
        <ProcessSteps steps={buyerSteps} />
      </ContentSection>
      <ServiceAreaLinks />
      <FaqSection items={buyerFaqs} title="Buyer Repair Questions" />
      <CtaBand title={buyerCta.title} text={buyerCta.text} location="buyer_cta" />
      <JsonLd
        data={[
          serviceJsonLd({
            name: buyerHero.title,
            description: buyerMeta.description,
            path: buyerMeta.path,
            serviceType: 'Home inspection repairs for buyers',
            offers: serviceList.map((service) => service.title),
          }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Buyer Repairs', path: buyerMeta.path },
          ]),
        ]}
      />
    </>
  );
}
