import type { Metadata } from 'next';
import { CommonHamptonServices } from '@/components/marketing/common-hampton-services';
import { ContentSection } from '@/components/marketing/content-section';
import { CtaBand } from '@/components/marketing/cta-band';
import { ExpensiveRepairs } from '@/components/marketing/expensive-repairs';
import { FaqSection } from '@/components/marketing/faq-section';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { HeroActions } from '@/components/marketing/hero-actions';
import { IssueCostChart } from '@/components/marketing/issue-cost-chart';
import { PageHero } from '@/components/marketing/page-hero';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { ServiceAreaLinks } from '@/components/marketing/service-area-links';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceList } from '@/lib/catalogue';
import {
  commonIssues,
  commonRepairServiceLinks,
  commonRepairsCta,
  commonRepairsHero,
  commonRepairsMeta,
  commonSteps,
} from '@/lib/content/common-repairs';
import { commonRepairFaqs } from '@/lib/content/faqs';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = buildMetadata(commonRepairsMeta);

export default function CommonInspectionRepairsPage() {
  return (
    <>
      <PageHero {...commonRepairsHero} actions={<HeroActions location="common_hero" />} />
      <ContentSection
        id="issue-frequency"
        eyebrow="By the numbers"
        title="What Inspectors Find, and What It Costs"
        intro={`Share of Hampton Roads inspection reports that list each issue, with the typical cost to fix it. A full list usually comes to ${siteConfig.figures.typicalRepairCost}.`}
      >
        <div className="mx-auto mt-10 max-w-4xl">
          <IssueCostChart />
        </div>
      </ContentSection>
      <ContentSection id="common-issues" tone="muted" eyebrow="The usual findings" title="The Six Issue Categories Explained">
        <FeatureGrid items={commonIssues} />
      </ContentSection>
      <ContentSection
        id="expensive-repairs"
        eyebrow="Budget for these"
        title="The Repairs That Cost the Most"
        intro="A few findings sit well above the typical range. If your report lists one of these, get it priced first: it usually decides the negotiation."
      >
        <ExpensiveRepairs />
      </ContentSection>
      <ContentSection
        id="hampton-services"
        tone="sand"
        eyebrow="Services in Hampton"
        title="Repair Services for Hampton Homes"
        intro="See what each trade covers, with the zip codes we serve in Hampton."
      >
        <CommonHamptonServices slugs={commonRepairServiceLinks} />
      </ContentSection>
      <ContentSection id="common-process" eyebrow="The process" title="How We Fix Common Repairs Fast">
        <ProcessSteps steps={commonSteps} />
      </ContentSection>
      <ServiceAreaLinks />
      <FaqSection items={commonRepairFaqs} title="Common Repair Questions" />
      <CtaBand title={commonRepairsCta.title} text={commonRepairsCta.text} location="common_cta" />
      <JsonLd
        data={[
          serviceJsonLd({
            name: commonRepairsHero.title,
            description: commonRepairsMeta.description,
            path: commonRepairsMeta.path,
            serviceType: 'Home inspection repairs',
            offers: serviceList.map((service) => service.title),
          }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Common Inspection Repairs', path: commonRepairsMeta.path },
          ]),
        ]}
      />
    </>
  );
}
