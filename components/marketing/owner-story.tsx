/** The owner's story in their own words, signed. */
export function OwnerStory({ paragraphs, signature }: { paragraphs: readonly string[]; signature?: string }) {
  return (
    <div className="mt-8 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {signature ? <p className="font-semibold text-brand-navy">{signature}</p> : null}
    </div>
  );
}
