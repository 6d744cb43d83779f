import { ServerScript } from '@/components/ui/server-script';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { registerScriptText } from '@/lib/server-scripts';

/** Renders one or more JSON-LD objects built by lib/seo/json-ld, each written into the HTML once (ServerScript). */
export function JsonLd({ data }: { data: object | readonly object[] }) {
  const blocks = Array.isArray(data) ? data : [data];
  return (
    <>
      {blocks.map((block, index) => (
        <ServerScript key={index} id={registerScriptText(serializeJsonLd(block))} type="application/ld+json" />
      ))}
    </>
  );
}
