import { createHash } from 'node:crypto';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { registerJsonLd } from '@/lib/seo/json-ld-registry';
import { JsonLdScript } from './json-ld-script';

/**
 * Renders one or more JSON-LD objects built by lib/seo/json-ld. The text goes to the HTML once, by
 * way of the registry and JsonLdScript; the key is the text's own digest, so a page's payload is the
 * same on every render.
 */
export function JsonLd({ data }: { data: object | readonly object[] }) {
  const blocks = Array.isArray(data) ? data : [data];
  return (
    <>
      {blocks.map((block, index) => {
        const text = serializeJsonLd(block);
        const key = createHash('sha256').update(text).digest('base64url').slice(0, 16);
        registerJsonLd(key, text);
        return <JsonLdScript key={index} id={key} />;
      })}
    </>
  );
}
