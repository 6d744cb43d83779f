/** A service page's local paragraphs beside the card of what the service covers. */
export function ServiceDetails({ paragraphs, listTitle, listIntro, listLabel, items }: { paragraphs: readonly string[]; listTitle: string; listIntro: string; listLabel: string; items: readonly string[] }) {
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-5 text-lg leading-relaxed text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <div className="card self-start">
        <h3 className="text-xl font-semibold text-brand-navy">{listTitle}</h3>
        <p className="mt-2 text-slate-700">{listIntro}</p>
        <ul className="mt-5 grid gap-3" aria-label={listLabel}>
          {items.map((item) => (
            <li key={item} className="check-item">
              <span aria-hidden="true">✓</span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
