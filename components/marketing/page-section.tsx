import Link from 'next/link';
import { ContentSection } from '@/components/ui/content-section';
import { FaqList } from '@/components/ui/faq-list';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { LinkList } from '@/components/ui/link-list';
import { ProcessSteps } from '@/components/ui/process-steps';
import { StatStrip } from '@/components/ui/stat-strip';
import type { Section, SectionBody } from '@/lib/copy/types';
import { AreaCard } from './area-card';
import { CommonHamptonServices } from './common-hampton-services';
import { ContactMethods } from './contact-methods';
import { CredentialList } from './credential-list';
import { OwnerStory } from './owner-story';
import { ReviewList } from './review-list';
import { WorkGallery } from './work-gallery';
import { IssueCostChart } from './issue-cost-chart';
import { LandingContact } from './landing-contact';
import { LandingServices } from './landing-services';
import { LandingTestimonials } from './landing-testimonials';
import { ServiceAreaLinks } from './service-area-links';
import { ServiceDetails } from './service-details';
import { ServiceOverview } from './service-overview';
import { ServiceZipCodes } from './service-zip-codes';

function SectionContent({ body }: { body: SectionBody }) {
  switch (body.kind) {
    case 'stats':
      return <StatStrip stats={body.stats} variant={body.variant} />;
    case 'features':
      return <FeatureGrid items={body.items} columns={body.columns} />;
    case 'steps':
      return <ProcessSteps steps={body.steps} />;
    case 'faq':
      return <FaqList items={body.items} className="mx-auto mt-10 max-w-3xl" />;
    case 'issue-costs':
      return (
        <div className="mx-auto mt-10 max-w-4xl">
          <IssueCostChart />
        </div>
      );
    case 'hampton-services':
      return <CommonHamptonServices slugs={body.services} />;
    case 'service-area-links':
      return <ServiceAreaLinks />;
    case 'contact-methods':
      return <ContactMethods methods={body.methods} location={body.location} />;
    case 'area-cards':
      return (
        <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {body.areas.map((area) => (
            <AreaCard key={area.slug} area={area} />
          ))}
        </div>
      );
    case 'service-overview':
      return <ServiceOverview services={body.services} />;
    case 'zip-codes':
      return (
        <div className="mt-6">
          <ServiceZipCodes zips={body.zips} label={body.label} />
        </div>
      );
    case 'link-lists':
      return (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {body.lists.map((list) => (
            <LinkList key={list.id} id={list.id} title={list.title} links={list.links} />
          ))}
        </div>
      );
    case 'service-details':
      return <ServiceDetails {...body} />;
    case 'landing-contact':
      return <LandingContact cards={body.cards} />;
    case 'landing-services':
      return <LandingServices onward={body.onward} />;
    case 'report-upload':
      return (
        <div className="mx-auto mt-6 max-w-3xl text-center">
          <p className="text-lg text-slate-700">{body.text}</p>
          <Link href={body.link.href} className="btn-primary mt-6 inline-flex">
            {body.link.label}
          </Link>
        </div>
      );
    case 'testimonials':
      return <LandingTestimonials />;
    case 'credentials':
      return <CredentialList items={body.items} />;
    case 'reviews':
      return <ReviewList reviews={body.reviews} />;
    case 'work-photos':
      return <WorkGallery photos={body.photos} />;
    case 'story':
      return <OwnerStory paragraphs={body.paragraphs} signature={body.signature} />;
  }
}

/** One titled band of a marketing page, its content chosen by the section's kind. */
export function PageSection({ section }: { section: Section }) {
  const { id, eyebrow, title, intro, tone, align, hiddenTitle, flush } = section;
  return (
    <ContentSection id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone} align={align} hiddenTitle={hiddenTitle} flush={flush}>
      <SectionContent body={section} />
    </ContentSection>
  );
}
