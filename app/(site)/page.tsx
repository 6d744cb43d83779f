import type { Metadata } from 'next';
import { buildMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = buildMetadata({
  title: siteConfig.defaultTitle,
  absoluteTitle: true,
  description: siteConfig.description,
  path: '/',
});

export default function HomePage() {
  return (
    <div className="section">
      <h1 className="section-title">{siteConfig.defaultTitle}</h1>
    </div>
  );
}
