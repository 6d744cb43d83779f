'use client';

import { registeredScriptText } from '@/lib/ui/server-scripts';

type ServerScriptProps = {
  /** The key registerScriptText returned for the text. */
  id: string;
  type: 'module';
  async?: boolean;
};

/**
 * An inline script written into the HTML by the server render from the registry
 * (lib/ui/server-scripts.ts). React's payload carries only the key, so the text is in the page once (a
 * server component's <script> would repeat it, escaped, in the payload), and this component's
 * browser code carries no text at all. The browser's render keeps the element the parser already
 * holds; after a client-side navigation the element stays empty, which nobody sees (the visit note
 * runs once per document).
 */
export function ServerScript({ id, type, async }: ServerScriptProps) {
  return <script type={type} async={async} dangerouslySetInnerHTML={{ __html: registeredScriptText(id) ?? '' }} suppressHydrationWarning />;
}
