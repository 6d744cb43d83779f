'use client';

/** 'Try Again' on the article-not-found screen: reloads the page. */
export function ReloadButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={className}>
      {label}
    </button>
  );
}
