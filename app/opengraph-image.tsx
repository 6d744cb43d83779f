import { ImageResponse } from 'next/og';
import { locationList } from '@/lib/site/catalogue';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from '@/lib/seo/share-card';
import { shareCardFrame } from '@/lib/seo/share-image';
import { siteConfig } from '@/lib/site/config';

export const alt = `${siteConfig.name}: home inspection repairs in ${siteConfig.address.area}, ${siteConfig.address.regionName}`;
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;

/** The site-wide social sharing image, rendered once at build time. */
export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div style={shareCardFrame('72px')}>
        <div style={{ display: 'flex', alignItems: 'center', gap: '20px', fontSize: 34, fontWeight: 700 }}>
          <div style={{ display: 'flex', width: 64, height: 64, borderRadius: 14, background: '#f59e0b' }} />
          {siteConfig.name}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: '18px' }}>
          <div style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.1 }}>Fixing what the home inspection found</div>
          <div style={{ fontSize: 32, color: '#e2e8f0' }}>{locationList.map((location) => location.name).join(' · ')}</div>
        </div>
        <div style={{ display: 'flex', gap: '40px', fontSize: 28, color: '#fde68a' }}>
          <span>{siteConfig.claims.estimates}</span>
          <span>Repairs in {siteConfig.claims.repairDays}</span>
          <span>{siteConfig.phone}</span>
        </div>
      </div>
    ),
    size,
  );
}
