import { Fragment, type ReactNode } from 'react';
import { ViewItem } from '@/components/analytics/view-item';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { pageJsonLd } from '@/lib/copy/marketing-page';
import type { MarketingPage } from '@/lib/copy/types';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';
import { PageSection } from './page-section';

/**
 * Every marketing page: hero, sections, the closing call to action and what follows it, with its
 * breadcrumb, business or service and FAQ structured data. `hero` replaces the standard hero (the
 * home page's rotating one). `requestBand` is drawn where the page's content places its request
 * form: the page that has one passes it, because a client component imported here would ship its
 * code to every marketing page, drawn or not.
 */
export function MarketingPageView({ page, hero, requestBand }: { page: MarketingPage; hero?: ReactNode; requestBand?: ReactNode }) {
  // The structured data comes first: search engines read it anywhere in the page, and in this order
  // its copy in the hydration data follows the layout's footer, whose facts it repeats (name, phone,
  // hours, links), and precedes the sections whose FAQ it repeats, so gzip finds both repetitions
  // within its 32 KB window and the page is sent smaller.
  return (
    <>
      {page.breadcrumbs.length > 0 ? <Breadcrumbs trail={page.breadcrumbs} display="none" /> : null}
      <JsonLd data={pageJsonLd(page)} />
      {page.viewItem ? <ViewItem {...page.viewItem} /> : null}
      {hero ?? (page.hero ? <PageHero hero={page.hero} /> : null)}
      {page.sections.map((section) =>
        section.kind === 'contact-request' ? <Fragment key={section.kind}>{requestBand}</Fragment> : <PageSection key={section.id} section={section} />,
      )}
      {page.cta ? <CtaBand cta={page.cta} /> : null}
      {page.after?.map((section) => <PageSection key={section.id} section={section} />)}
    </>
  );
}
