'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { CONTACT_PAGE } from '@/lib/contact/form';
import { inspectionReportHref, prefersReducedMotion } from '@/lib/site/navigation';
import { phoneHref, siteConfig } from '@/lib/site/config';

type RequestConfirmationProps = {
  /** The short reference of the stored request (absent when the server gave none). */
  reference?: string;
  /** Shows an empty form again; without it (the page a browser without JavaScript gets) a link to the form. */
  onAnotherRequest?: () => void;
  /** The inspection report sent with the request: how it was read and how many repairs it lists. */
  report?: SentReport;
};

export type SentReport = { status: 'read' | 'scanned' | 'unread'; items: number };

/** What the visitor is told about the report that came with the request. */
export function sentReportText(report: SentReport): string {
  if (report.status !== 'read') return 'Your inspection report came through. We could not read its text here, so the owner reads it himself before he replies.';
  if (report.items === 0) return 'Your inspection report came through. We found no repair items in its text, so the owner reads it himself before he replies.';
  return `Your inspection report came through: we listed ${report.items} repair item${report.items === 1 ? '' : 's'} from it for the owner, who prices them before he replies.`;
}

/**
 * What the visitor sees in place of the form once a request is stored. It takes focus and scrolls
 * into view as it appears, so that a visitor who pressed Send at the bottom of a long form on a phone
 * sees it (and a screen reader reads it) instead of an empty form they would send again; it says what
 * happens next and gives the reference to quote.
 */
export function RequestConfirmation({ reference, onAnotherRequest, report }: RequestConfirmationProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.focus({ preventScroll: true });
    node.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);

  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="request-confirmation-title" className="request-confirmation">
      <h2 id="request-confirmation-title" className="text-xl font-bold">
        Thank you! Your request has been received.
      </h2>
      {reference ? (
        <p className="mt-2">
          Your reference is <strong className="font-mono text-lg tracking-wider">{reference}</strong>. Mention it when you call or write, and we will
          find your request at once.
        </p>
      ) : null}
      <h3 className="mt-5 font-semibold">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        <li>We reply {siteConfig.responseTime} to set a time to look at the repairs or to give you a price.</li>
        {report ? (
          <li>{sentReportText(report)}</li>
        ) : (
          <li>
            Have your inspection report?{' '}
          <Link href={inspectionReportHref} className="font-semibold underline underline-offset-2">
              Upload the report
            </Link>{' '}
            and we will price every item it lists.
          </li>
        )}
        <li>
          An emergency, such as water coming in or a burning smell? Call{' '}
          <a href={phoneHref} data-track="phone" data-track-location="contact_confirmation" className="font-semibold whitespace-nowrap underline underline-offset-2">
            {siteConfig.phone}
          </a>{' '}
          now.
        </li>
      </ol>
      {onAnotherRequest ? (
        <button type="button" onClick={onAnotherRequest} className="btn-secondary mt-6">
          Send another request
        </button>
      ) : (
        <Link href={`${CONTACT_PAGE}#request-form`} className="btn-secondary mt-6 inline-flex">
          Send another request
        </Link>
      )}
    </section>
  );
}
