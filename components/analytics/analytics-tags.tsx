import { privatePathCheck } from '@/lib/analytics/private-pages';
import { publicEnv } from '@/lib/process/env';

/**
 * Google Tag Manager's own snippet: starts the data layer, then inserts the container script (async).
 * The id is checked against GTM-XXXXXXX by lib/process/env; it is written as a JavaScript string all the same.
 */
function gtmSnippet(gtmId: string): string {
  return `if(!${privatePathCheck()}){(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});}`;
}

/**
 * Third-party tags, each only when its id is configured: with neither id set, the page requests
 * nothing from Google or Meta. Neither starts on the console or the newsletter token pages
 * (lib/analytics/private-pages.ts), whatever the container holds. The data layer and the pixel queue are created inline, before
 * hydration, so the first page_view is never lost to script load order. Both are the vendors' own
 * inline snippets, server-rendered: no client component, so no tag-loading code ships to browsers.
 */
export function AnalyticsTags() {
  const gtmId = publicEnv.NEXT_PUBLIC_GTM_ID;
  const pixelId = publicEnv.NEXT_PUBLIC_META_PIXEL_ID;
  return (
    <>
      {gtmId ? <script id="gtm" dangerouslySetInnerHTML={{ __html: gtmSnippet(gtmId) }} /> : null}
      {pixelId ? (
        <script
          id="meta-pixel"
          // The standard Meta pixel bootstrap; page views are sent by AnalyticsListener on every route.
          dangerouslySetInnerHTML={{
            __html: `if(!${privatePathCheck()}){!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixelId}');}`,
          }}
        />
      ) : null}
    </>
  );
}
