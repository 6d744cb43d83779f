import Link from 'next/link';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { TrackedLinkKind } from '@/lib/analytics/events';
import { hasQuoteApplication, quoteUrl } from '@/lib/process/env';
import { emailHref, phoneHref, textHref } from '@/lib/site/config';

type TrackedLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  kind: TrackedLinkKind;
  /** Where on the site the link sits ('hero', 'footer', ...), reported with the event. */
  location: string;
  children: ReactNode;
};

function hrefFor(kind: TrackedLinkKind): string {
  if (kind === 'phone') return phoneHref;
  if (kind === 'text') return textHref;
  if (kind === 'email') return emailHref;
  return quoteUrl;
}

/**
 * The one link component for phone, text (sms:), e-mail and quote links. The click is reported by
 * AnalyticsListener through the data-track attributes; quote links open the quote application in a
 * new tab, so the visitor keeps the page they were reading. Without a quote application they lead to the request form on /contact in
 * the same tab (on /contact itself they scroll to it) and count as a plain call-to-action click: the
 * lead is counted when the form is accepted, not when someone heads towards it.
 */
export function TrackedLink({ kind, location, children, className, ...rest }: TrackedLinkProps) {
  const tracking = { 'data-track': kind, 'data-track-location': location };
  // A phone number never breaks across lines.
  const classes = kind === 'phone' ? [className, 'whitespace-nowrap'].filter(Boolean).join(' ') : className;
  if (kind === 'quote' && !hasQuoteApplication) {
    return (
      <Link href={quoteUrl} className={classes} data-track="cta" data-track-location={location} {...rest}>
        {children}
      </Link>
    );
  }
  if (kind === 'quote') {
    return (
      <Link href={hrefFor(kind)} target="_blank" rel="noopener noreferrer" prefetch={false} className={classes} {...tracking} {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </Link>
    );
  }
  return (
    <a href={hrefFor(kind)} className={classes} {...tracking} {...rest}>
      {children}
    </a>
  );
}
