import { markedParts, type MarkRange } from '@/lib/blog/browser';

/** Text with the search's matches inside <mark>: React escapes every part, so no article HTML is ever drawn. */
export function MarkedText({ text, ranges }: { text: string; ranges?: readonly MarkRange[] }) {
  if (!ranges || ranges.length === 0) return text;
  return markedParts(text, ranges).map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
