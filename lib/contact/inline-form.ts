import { VISIT_STORAGE_KEY } from '@/lib/attribution/visit';
import { CONTACT_ATTRIBUTION_FIELD, POST_ONCE_ATTRIBUTE, POSTED_ATTRIBUTE, VISIT_ATTRIBUTE } from './form';

/**
 * The site's forms that work without JavaScript (the contact form, the report upload) are in the HTML
 * long before the page has hydrated: on a slow phone a visitor can press Send while the page's
 * scripts are still arriving, and the browser then posts the form itself. This inline script, run
 * before anything hydrates (written into the page with the visit note), makes such a post whole:
 *
 * - a form marked POST_ONCE_ATTRIBUTE that the browser posts itself (its submit event not cancelled)
 *   is marked POSTED_ATTRIBUTE, and any later submit of it is cancelled: a second press, before or
 *   after hydration, never sends the request twice (the hydrated form reads the mark and shows that
 *   it is sending). A page restored from the back/forward cache loses the marks, so the form can
 *   be sent again from there.
 * - a form marked VISIT_ATTRIBUTE carries the visit (landing page, referring site, campaign, pages;
 *   the JSON the visit note keeps in sessionStorage) in its `attribution` field, in the browser's own
 *   post as in the FormData its script builds. A formdata event is fired for both; the browser's own
 *   post fires it only once its submit event has gone uncancelled, which is how the two are told apart.
 *
 * ES5 syntax and every step in try, as the visit note: storage may be off or full.
 */

export const INLINE_FORM_SCRIPT = `(function(w,d){try{
var O='${POST_ONCE_ATTRIBUTE}',P='${POSTED_ATTRIBUTE}',s=null,m=function(f,a){return!!f&&!!f.hasAttribute&&f.hasAttribute(a)};
w.addEventListener('submit',function(e){if(!m(e.target,O))return;if(m(e.target,P))e.preventDefault();else s=e},true);
w.addEventListener('formdata',function(e){var f=e.target;
if(m(f,'${VISIT_ATTRIBUTE}')){try{var v=w.sessionStorage.getItem('${VISIT_STORAGE_KEY}');if(v)e.formData.set('${CONTACT_ATTRIBUTION_FIELD}',v)}catch(x){}}
if(s&&s.target===f&&!s.defaultPrevented&&m(f,O))f.setAttribute(P,'');s=null},true);
w.addEventListener('pageshow',function(e){if(!e.persisted)return;var l=d.querySelectorAll('['+P+']');for(var i=0;i<l.length;i++)l[i].removeAttribute(P)})
}catch(e){}})(window,document)`.replace(/\n/g, '');

