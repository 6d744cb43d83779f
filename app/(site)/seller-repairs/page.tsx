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
import { sellerFaqs } from '@/lib/content/faqs';
import { sellerBenefits, sellerCta, sellerHero, sellerMeta, sellerStats, sellerSteps } from '@/lib/content/seller-repairs';
import { serviceList } from '@/lib/catalogue';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(sellerMeta);

export default function SellerRepairsPage() {
  return (
    <>
      <PageHero {...sellerHero} actions={<HeroActions location="seller_hero" />} />
      <ContentSection
        id="seller-figures"
        eyebrow="The numbers"
        title="Why Pre-Sale Repairs Pay Off"
        intro="Buyers and their inspectors look for reasons to renegotiate. Fixing the predictable findings first keeps the price where you set it."
      >
        <StatStrip stats={sellerStats} />
      </ContentSection>
      <ContentSection id="seller-benefits" tone="muted" eyebrow="Benefits" title="What Sellers Gain">
        <FeatureGrid items={sellerBenefits} />
      </ContentSection>
      <ContentSection id="seller-process" eyebrow="The process" title="How Seller Repairs Work">
        <ProcessSteps steps={sellerSteps} />
      </ContentSection>
      <ServiceAreaLinks />
      <FaqSection items={sellerFaqs} title="Seller Repair Questions" />
      <CtaBand title={sellerCta.title} text={sellerCta.text} location="seller_cta" />
      <JsonLd
        data={[
          serviceJsonLd({
            name: sellerHero.title,
            description: sellerMeta.description,
            path: sellerMeta.path,
            serviceType: 'Pre-sale and PICRA repairs for home sellers',
            offers: serviceList.map((service) => service.title),
          }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Seller Repairs', path: sellerMeta.path },
          ]),
        ]}
      />
    </>
  );
}
