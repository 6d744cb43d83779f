import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/site/config';
import { SHARE_IMAGE_SIZE, type ArticleShareCard } from './share-card';

/** The frame of every sharing card: the brand's navy-to-teal gradient, content spread top to bottom. */
export function shareCardFrame(padding: string): React.CSSProperties {
  return {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    padding,
    background: 'linear-gradient(135deg, #0f2d4a 0%, #0e7490 100%)',
    color: 'white',
  };
}

/** The card of one article, in the brand's navy, teal and amber. */
export function renderArticleShareImage(card: ArticleShareCard): ImageResponse {
  return new ImageResponse(
    (
      <div style={shareCardFrame('64px 72px')}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <div
            style={{
              display: 'flex',
              padding: '10px 22px',
              borderRadius: 999,
              background: '#f59e0b',
              color: '#0a1f33',
              fontSize: 28,
              fontWeight: 700,
            }}
          >
            {card.category}
          </div>
          <div style={{ display: 'flex', fontSize: 28, color: '#e2e8f0' }}>Blog</div>
        </div>
        <div style={{ display: 'flex', fontSize: card.fontSize, fontWeight: 800, lineHeight: 1.12 }}>{card.title}</div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 30 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: '18px', fontWeight: 700 }}>
            <div style={{ display: 'flex', width: 48, height: 48, borderRadius: 12, background: '#f59e0b' }} />
            {siteConfig.name}
          </div>
          <div style={{ display: 'flex', color: '#fde68a' }}>{siteConfig.phone}</div>
        </div>
      </div>
    ),
    SHARE_IMAGE_SIZE,
  );
}
