import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Renders one or more JSON-LD objects built by lib/seo/json-ld. */
export function JsonLd({ data }: { data: object | readonly object[] }) {
  const blocks = Array.isArray(data) ? data : [data];
  return (
    <>
      {blocks.map((block, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
      ))}
    </>
  );
}
