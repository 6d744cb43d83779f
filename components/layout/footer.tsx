import Link from 'next/link';
import { locations, serviceList, serviceLocationPath } from '@/lib/site/catalogue';
import { SERVICE_AREA_ORDER } from '@/lib/site/catalogue-names';
import { serviceAreaPath } from '@/lib/copy/service-areas';
import { footerLinks } from '@/lib/site/navigation';
import { siteConfig } from '@/lib/site/config';
import { HoursList } from '@/components/ui/hours-list';
import { TrackedLink } from '@/components/ui/tracked-link';
import { SocialIcon } from './social-icon';

/** A titled column of footer links, announced as a navigation region. */
function FooterNav({ label, title, links }: { label: string; title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <p className="footer-heading">{title}</p>
      <ul className="footer-list">
        {links.map((link) => (
          <li key={link.href}>
            <Link className="footer-link" href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Site footer
      </h2>
      <div className="footer-columns">
        <div>
          <p className="footer-brand">{siteConfig.name}</p>
          <p className="footer-tagline">{`${siteConfig.tagline}.`}</p>
          <address className="footer-address">
            <p>{`${siteConfig.address.locality}, ${siteConfig.address.region} · serving ${siteConfig.address.area}`}</p>
            <p>
              <TrackedLink kind="phone" location="footer" className="footer-link">
                {siteConfig.phone}
              </TrackedLink>
            </p>
            <p>
              <TrackedLink kind="email" location="footer" className="footer-link break-all">
                {siteConfig.email}
              </TrackedLink>
            </p>
          </address>
        </div>

        <FooterNav
          label="Repair services"
          title="Services in Hampton"
          links={[
            ...serviceList.map((service) => ({ href: serviceLocationPath(service.slug, 'hampton'), label: service.title })),
            ...footerLinks.services,
          ]}
        />
        <FooterNav
          label="Cities we serve"
          title="Cities we serve"
          links={SERVICE_AREA_ORDER.map((slug) => ({ href: serviceAreaPath(slug), label: locations[slug].fullName }))}
        />

        <div>
          <p className="footer-heading">Hours</p>
          <HoursList look="footer" />
          <ul className="footer-social" aria-label="Social networks">
            {siteConfig.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="social-link"
                >
                  <SocialIcon name={network.name} />
                  <span className="sr-only">{`${siteConfig.name} on ${network.name} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="footer-rule">
        <div className="footer-bar">
          <p>{`© ${year} ${siteConfig.name}. ${siteConfig.claims.licensed}.`}</p>
          <nav aria-label="Legal">
            <ul className="footer-legal">
              {footerLinks.legal.map((link) => (
                <li key={link.href}>
                  <Link className="footer-link" href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <a className="footer-link" href="/sitemap.xml" target="_blank" rel="noopener">
                  Sitemap<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                <a className="footer-link" href={siteConfig.credit.href} target="_blank" rel="noopener noreferrer">
                  {siteConfig.credit.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
