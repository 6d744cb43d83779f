'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { POST_ONCE_ATTRIBUTE, postedByBrowser } from '@/lib/contact/form';
import { resultsSummary } from '@/lib/copy/inspection-report';
import type { Finding } from '@/lib/reports/findings';
import { UPLOAD_ENDPOINT, UPLOAD_FIELD } from '@/lib/reports/paths';
import { ReportResults } from './report-results';
import { UploadAnotherReport } from './upload-another';

type Copy = { fileLabel: string; fileHint: string; submit: string; uploading: string; reading: string; honesty: string };

/** What the upload endpoint answers the script once a report is stored. */
type Results = { fileName: string; status: 'read' | 'scanned' | 'unread'; findings: Finding[] };

type State =
  | { kind: 'idle' }
  /** Sent before the page hydrated: the browser is posting the form itself, and its answer replaces this page. */
  | { kind: 'posted' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'reading' }
  | { kind: 'error'; message: string }
  | { kind: 'results'; id: string; results: Results };

/** The largest file taken, checked in the browser too so a visitor is not made to wait for a refusal. */
const MAX_BYTES = 25 * 1024 * 1024;

/**
 * The upload form. Without JavaScript (and until the page has hydrated) it is a plain multipart form:
 * the server answers with the results page (or this page with the reason); sent before hydration,
 * the browser posts it once (lib/contact/inline-form.ts) and the hydrated form shows it as uploading. With JavaScript the file goes by XMLHttpRequest, whose
 * upload progress drives the bar, and the results are drawn here in place of the form once the report
 * is read (the address becomes the results page's, so a reload or a shared link shows the same).
 */
export function ReportUploadForm({ copy, serverError }: { copy: Copy; serverError?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<State>(serverError ? { kind: 'error', message: serverError } : { kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  const busy = state.kind === 'uploading' || state.kind === 'reading' || state.kind === 'posted';
  const showingResults = state.kind === 'results';

  useEffect(() => {
    if (postedByBrowser(form.current)) setState({ kind: 'posted' });
  }, []);

  // The results replace the form: focus moves to their heading so a screen reader reads them next.
  useEffect(() => {
    if (showingResults) resultsTitle.current?.focus();
  }, [showingResults]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Already posted by the browser itself (pressed before hydration): that post is the upload, sent once.
    if (postedByBrowser(event.currentTarget)) return setState({ kind: 'posted' });
    if (busy) return;
    const file = input.current?.files?.[0];
    if (!file) return setState({ kind: 'error', message: 'Choose your inspection report (a PDF file) before sending.' });
    if (file.size > MAX_BYTES) return setState({ kind: 'error', message: 'That file is larger than 25 MB, the most we take. Most reports are 2 to 15 MB: try the inspector’s “summary” PDF, or e-mail us the report.' });
    const body = new FormData();
    body.append(UPLOAD_FIELD, file);
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_ENDPOINT);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (progress) => {
      if (progress.lengthComputable) setState({ kind: 'uploading', percent: Math.round((progress.loaded / progress.total) * 100) });
    };
    // Every byte is sent: the server is reading the report now.
    request.upload.onload = () => setState({ kind: 'reading' });
    request.onload = () => {
      const answer = request.response as { ok?: boolean; id?: string; url?: string; message?: string; results?: Results } | null;
      if (answer?.ok && answer.id && answer.url && answer.results) {
        window.history.pushState(null, '', answer.url);
        setState({ kind: 'results', id: answer.id, results: answer.results });
      } else setState({ kind: 'error', message: answer?.message ?? 'The report could not be sent. Please try again.' });
    };
    request.onerror = () => setState({ kind: 'error', message: 'The connection dropped before the report was sent. Please try again.' });
    setState({ kind: 'uploading', percent: 0 });
    request.send(body);
  }

  const errorId = `${id}-error`;
  if (state.kind === 'results') {
    const { results } = state;
    return (
      <section aria-labelledby={`${id}-results-title`}>
        <p className="font-semibold text-slate-700">{results.fileName}</p>
        <h2 id={`${id}-results-title`} ref={resultsTitle} tabIndex={-1} className="text-2xl font-bold text-brand-navy">
          Your inspection report
        </h2>
        <p role="status" className="mt-2 text-lg text-slate-800">
          {resultsSummary(results.status, results.findings.length)}
        </p>
        <div className="mt-8">
          <ReportResults reportId={state.id} findings={results.findings} notice={undefined} honesty={copy.honesty} />
        </div>
        <UploadAnotherReport />
      </section>
    );
  }
  return (
    <form ref={form} {...{ [POST_ONCE_ATTRIBUTE]: '' }} action={UPLOAD_ENDPOINT} method="post" encType="multipart/form-data" onSubmit={onSubmit} aria-label="Upload your inspection report" aria-busy={busy}>
      <label htmlFor={`${id}-file`} className="block text-lg font-semibold text-brand-navy">
        {copy.fileLabel}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-slate-700">
        {copy.fileHint}
      </p>
      <input
        ref={input}
        id={`${id}-file`}
        name={UPLOAD_FIELD}
        type="file"
        accept="application/pdf,.pdf"
        required
        aria-describedby={state.kind === 'error' ? `${id}-hint ${errorId}` : `${id}-hint`}
        aria-invalid={state.kind === 'error' || undefined}
        onChange={() => state.kind === 'error' && setState({ kind: 'idle' })}
        className="mt-3 block w-full rounded-lg border border-slate-400 bg-white p-3 text-base text-slate-900 file:mr-4 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-navy file:px-4 file:font-semibold file:text-white"
      />
      <div aria-live="polite" className="mt-4 min-h-6">
        {state.kind === 'uploading' ? (
          <>
            <label htmlFor={`${id}-progress`} className="font-medium text-slate-800">
              {copy.uploading} {state.percent}%
            </label>
            <progress id={`${id}-progress`} max={100} value={state.percent} className="mt-2 block h-3 w-full accent-brand-teal" />
          </>
        ) : state.kind === 'posted' ? (
          <p className="font-medium text-slate-800">{copy.uploading}</p>
        ) : state.kind === 'reading' ? (
          <p className="font-medium text-slate-800">{copy.reading}</p>
        ) : null}
      </div>
      {state.kind === 'error' ? (
        <p id={errorId} role="alert" className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {state.message}
        </p>
      ) : null}
      <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" disabled={busy}>
        {copy.submit}
      </button>
    </form>
  );
}
