import { siteConfig } from '@/lib/site/config';
import { serviceLocationPage } from './service-location-copy';
import type { Actions, MarketingPage } from './types';

/** The hero and the closing band of a service page offer the free quote on the home page, with the phone beside it. */
function homeQuoteActions(location: string): Actions {
  return { primary: { kind: 'page', href: '/', label: 'Request Free Quote' }, location };
}

/** A service-by-city page ('electrical-hampton') as a marketing page, or null for a combination that is not routed. */
export function serviceLocationMarketingPage(segment: string): MarketingPage | null {
  const page = serviceLocationPage(segment);
  if (!page) return null;
  const { service, location, copy } = page;
  const { claims } = siteConfig;
  const serviceName = service.name.toLowerCase();
  return {
    meta: {
      title: page.metaTitle,
      absoluteTitle: true,
      description: copy.description,
      path: page.path,
      keywords: [
        `${serviceName} repairs ${location.name}`,
        `${serviceName} contractor ${location.fullName}`,
        `home inspection repairs ${location.name}`,
        ...service.subServices.slice(0, 3).map((item) => `${item.toLowerCase()} ${location.name}`),
        'PICRA repairs',
      ],
    },
    hero: {
      eyebrow: `${location.name} inspection repairs`,
      title: page.heading,
      intro: copy.lead,
      actions: homeQuoteActions('service_hero'),
      badge: { icon: service.icon, color: service.color },
    },
    breadcrumbs: [
      { name: 'Service Areas', path: '/service-areas' },
      { name: page.heading, path: page.path },
    ],
    sections: [
      {
        kind: 'service-details',
        id: 'local',
        align: 'left',
        eyebrow: location.fullName,
        title: `${service.name} findings in ${location.name} homes`,
        paragraphs: copy.paragraphs,
        listTitle: `${service.title} we handle`,
        listIntro: service.description,
        listLabel: `${service.title} services`,
        items: service.subServices,
      },
      {
        kind: 'features',
        id: 'why',
        tone: 'sand',
        title: `Why Choose ${siteConfig.shortName}`,
        intro: `What ${location.name} buyers, sellers and agents get when we take on their ${serviceName} list.`,
        items: page.features,
        columns: 4,
      },
      {
        kind: 'zip-codes',
        id: 'zip',
        align: 'left',
        title: `Zip codes we serve in ${location.name}`,
        intro: `${service.title} in these ${location.name} zip codes and the neighborhoods around them.`,
        zips: page.zips,
        label: `${location.name} zip codes`,
      },
    ],
    cta: {
      title: `Get your ${location.name} ${serviceName} repairs quoted today`,
      text: `Send us the inspection report and we will price each item. ${claims.estimates}, ${claims.reply.toLowerCase()}.`,
      actions: homeQuoteActions('service_cta'),
    },
    after: [
      {
        kind: 'link-lists',
        id: 'more',
        title: 'More inspection repairs nearby',
        lists: [
          { id: 'other-services-title', title: `Other services in ${location.name}`, links: page.otherServices },
          { id: 'other-cities-title', title: `${service.title} in other cities`, links: page.otherCities },
        ],
      },
    ],
    schema: { kind: 'local-service', location, serviceType: service.title, offers: service.subServices },
    viewItem: { id: page.path.slice(1), name: page.heading, category: service.title },
  };
}
