import type { Metadata } from 'next';
import { CtaBand } from '@/components/marketing/cta-band';
import { FaqSection } from '@/components/marketing/faq-section';
import { LandingContact } from '@/components/marketing/landing-contact';
import { LandingHero } from '@/components/marketing/landing-hero';
import { LandingHowItWorks } from '@/components/marketing/landing-how-it-works';
import { LandingServices } from '@/components/marketing/landing-services';
import { LandingTestimonials } from '@/components/marketing/landing-testimonials';
import { LandingWhyChooseUs } from '@/components/marketing/landing-why-choose-us';
import { JsonLd } from '@/components/seo/json-ld';
import { landingFaqs } from '@/lib/content/faqs';
import { closingCta, landingMeta } from '@/lib/content/landing';
import { getHeroImages } from '@/lib/hero-images';
import { businessJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata({ ...landingMeta, absoluteTitle: true });

export default function HomePage() {
  return (
    <>
      <LandingHero images={getHeroImages()} />
      <LandingContact />
      <LandingServices />
      <LandingHowItWorks />
      <LandingWhyChooseUs />
      <FaqSection
        items={landingFaqs}
        intro="Straight answers about PICRA repairs, prices, timing and who we are."
      />
      <LandingTestimonials />
      <CtaBand id="get-started-title" title={closingCta.title} text={closingCta.text} location="closing_cta" quoteLabel="Get Started Now" />
      <JsonLd data={[businessJsonLd(), websiteJsonLd()]} />
    </>
  );
}
