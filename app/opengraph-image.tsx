import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/site-config';

export const alt = `${siteConfig.name}: home inspection repairs in Hampton Roads, Virginia`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The site-wide social sharing image, rendered once at build time. */
export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px',
          background: 'linear-gradient(135deg, #0f2d4a 0%, #0e7490 100%)',
          color: 'white',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: '20px', fontSize: 34, fontWeight: 700 }}>
          <div style={{ display: 'flex', width: 64, height: 64, borderRadius: 14, background: '#f59e0b' }} />
          {siteConfig.name}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: '18px' }}>
          <div style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.1 }}>Fixing what the home inspection found</div>
          <div style={{ fontSize: 32, color: '#e2e8f0' }}>
            Hampton · Newport News · Yorktown · Norfolk · Chesapeake
          </div>
        </div>
        <div style={{ display: 'flex', gap: '40px', fontSize: 28, color: '#fde68a' }}>
          <span>{siteConfig.claims.estimates}</span>
          <span>Repairs in {siteConfig.figures.buyerRepairDays}</span>
          <span>{siteConfig.phone}</span>
        </div>
      </div>
    ),
    size,
  );
}
