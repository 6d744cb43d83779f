import { PAGE_METRICS_ENDPOINT } from '@/lib/page-metrics/body';
import { PAGE_VIEW_QUEUE } from './page-view-queue';
import { ATTRIBUTION_LIMITS, VISIT_STORAGE_KEY } from './visit';

/**
 * The visit noted before anything hydrates: a few hundred bytes of script written inline at the top of
 * every page's body, run by the parser before the rest of the page exists. A visitor who follows a
 * link on a slow phone before the page's JavaScript has run (or when it never runs) is still
 * attributed and counted.
 *
 * It does what visit.ts's startVisit and recordPage do, in the same format under the same
 * sessionStorage key (the contact form reads it with storedVisit), and queues the page view for the
 * first-party beacon (page-view-queue.ts). The view leaves in a small beacon of its own as soon as
 * the page has painted its first frame (a beacon sent as the page unloads was lost in Chromium on a
 * throttled phone connection), or when the page is hidden or left before that. Sent before the first
 * frame, it was one more request competing with the stylesheet and the first paint. Views queued
 * later, until the Web Vitals beacon has started, leave when the page is hidden or unloaded. inline-note.test.ts runs this
 * text against visit.ts's functions.
 *
 * The Content-Security-Policy allows it as it allows Next's own inline scripts ('unsafe-inline'; a
 * hash in script-src would switch 'unsafe-inline' off for every other inline script).
 */

const { path, host, tag, pages, pageCount } = ATTRIBUTION_LIMITS;

// ES5 syntax (it runs as written, before any bundle or polyfill), every step in try: storage may be off or full.
export const INLINE_NOTE_SCRIPT = `(function(w,d){try{
var L=w.location,n=L.pathname.split(/[?#]/)[0]||'/';if(n.length>1)n=n.replace(/\\/+$/,'');if(n.charAt(0)!='/')n='/'+n;n=n.slice(0,${path})||'/';
var r=null;try{var u=new URL(d.referrer);if(/^https?:$/.test(u.protocol)&&u.hostname&&u.hostname.toLowerCase()!=L.hostname.toLowerCase())r=u.hostname.toLowerCase().slice(0,${host})}catch(e){}
var q=w.${PAGE_VIEW_QUEUE}={v:[n],p:n,r:r};
var send=function(){if(q.s||!q.v.length||!navigator.sendBeacon)return;navigator.sendBeacon('${PAGE_METRICS_ENDPOINT}',JSON.stringify({v:q.v.splice(0),p:q.p,r:q.r,m:{}}));q.r=null};
d.addEventListener('visibilitychange',function(){if(d.visibilityState=='hidden')send()});w.addEventListener('pagehide',send);
var soon=function(){setTimeout(send,0)};if(w.requestAnimationFrame)w.requestAnimationFrame(soon);else soon();
var S=w.sessionStorage,K='${VISIT_STORAGE_KEY}',v=null;try{v=JSON.parse(S.getItem(K)||'null')}catch(e){}
if(!v||typeof v.landingPage!='string'||typeof v.pageCount!='number'||!Array.isArray(v.pages)){
var P=new URLSearchParams(L.search),t=function(k){var x=(P.get(k)||'').trim().replace(/\\s+/g,' ');return x?x.slice(0,${tag}):null};
v={landingPage:n,referrerHost:r,utmSource:t('utm_source'),utmMedium:t('utm_medium'),utmCampaign:t('utm_campaign'),pageCount:0,pages:[]}}
v.pageCount=Math.min(v.pageCount+1,${pageCount});if(v.pages.length<${pages})v.pages.push(n);S.setItem(K,JSON.stringify(v))
}catch(e){}})(window,document)`.replace(/\n/g, '');
