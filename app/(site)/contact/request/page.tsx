import type { Metadata } from 'next';
import { ContactForm } from '@/components/contact/contact-form';
import { RequestConfirmation, type SentReport } from '@/components/contact/request-confirmation';
import { contactRequest } from '@/lib/copy/contact';
import { CONTACT_REPORT_FIELD } from '@/lib/contact/form';
import { CONTACT_UPLOAD_MESSAGES, FILE_ERRORS, isContactUploadError } from '@/lib/contact/with-report';
import { referenceIdPrefix } from '@/lib/leads';

export const dynamic = 'force-dynamic';

/** Where a browser without JavaScript lands after sending the contact form: never indexed, never cached. */
export const metadata: Metadata = { title: 'Your repair request', robots: { index: false, follow: false } };

type Query = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Query> };

const CONTACT_FIELDS = ['name', 'email', 'phone', 'serviceType', 'location', 'message', 'urgency'] as const;
const CHECK_FIELD = 'Check this entry and send the form again.';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

function sentReport(query: Query): SentReport | undefined {
  const status = one(query.report);
  const items = Number(one(query.items));
  if (status !== 'read' && status !== 'scanned' && status !== 'unread') return undefined;
  return { status, items: Number.isInteger(items) && items >= 0 && items <= 10_000 ? items : 0 };
}

/** The message and the fields to fix that the server sent the visitor back with. */
function serverError(query: Query): { message: string; fields: Record<string, string> } {
  const code = one(query.error);
  if (!isContactUploadError(code)) return { message: CONTACT_UPLOAD_MESSAGES.invalid_body, fields: {} };
  const message = CONTACT_UPLOAD_MESSAGES[code];
  if (FILE_ERRORS.has(code)) return { message, fields: { [CONTACT_REPORT_FIELD]: message } };
  const named = (one(query.fields) ?? '').split(',').filter((field): field is (typeof CONTACT_FIELDS)[number] => (CONTACT_FIELDS as readonly string[]).includes(field));
  return { message, fields: Object.fromEntries(named.map((field) => [field, CHECK_FIELD])) };
}

export default async function ContactRequestPage({ searchParams }: Props) {
  const query = await searchParams;
  const sent = one(query.sent);
  // Only a reference the site could have given is shown back.
  const reference = sent !== undefined && referenceIdPrefix(sent) ? sent.trim().toUpperCase() : undefined;
  return (
    <section aria-labelledby="page-hero-title" className="bg-brand-sand">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <h1 id="page-hero-title" className="text-3xl font-bold text-brand-navy sm:text-4xl">
          {sent !== undefined ? 'Your repair request' : contactRequest.formTitle}
        </h1>
        <div className="card mt-8">
          {sent !== undefined ? (
            <RequestConfirmation {...(reference ? { reference } : {})} {...(sentReport(query) ? { report: sentReport(query) } : {})} />
          ) : (
            <>
              <p className="mb-6 text-slate-700">{contactRequest.formNote}</p>
              <ContactForm serverError={serverError(query)} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
