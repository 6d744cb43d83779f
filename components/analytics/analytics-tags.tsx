import { publicEnv } from '@/lib/env';

/** Google Tag Manager's container script; the id is checked against GTM-XXXXXXX by lib/env. */
function gtmScriptUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/**
 * Third-party tags, each only when its id is configured: with neither id set, the page requests
 * nothing from Google or Meta. The data layer and the pixel queue are created inline, before
 * hydration, so the first page_view is never lost to script load order. Plain server-rendered
 * tags (Google's own snippet, as an async <script>): no client component, so pages without an id
 * ship no tag-loading code at all.
 */
export function AnalyticsTags() {
  const gtmId = publicEnv.NEXT_PUBLIC_GTM_ID;
  const pixelId = publicEnv.NEXT_PUBLIC_META_PIXEL_ID;
  return (
    <>
      {gtmId ? (
        <>
          <script
            id="gtm-data-layer"
            dangerouslySetInnerHTML={{ __html: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" }}
          />
          <script async src={gtmScriptUrl(gtmId)} />
        </>
      ) : null}
      {pixelId ? (
        <script
          id="meta-pixel"
          // The standard Meta pixel bootstrap; page views are sent by AnalyticsListener on every route.
          dangerouslySetInnerHTML={{
            __html: `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixelId}');`,
          }}
        />
      ) : null}
    </>
  );
}
