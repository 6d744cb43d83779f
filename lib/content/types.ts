/** Shapes of the marketing copy in lib/content, rendered by components/marketing. */

/** A card of a benefit or issue grid. */
export type Feature = { icon: string; title: string; text: string };

/** One numbered step of a process. */
export type ProcessStep = { title: string; text: string };

/** A large figure with its label. */
export type Stat = { value: string; label: string };

/** Title and description of a page, for buildMetadata. */
export type PageMeta = { title: string; description: string; path: string; keywords?: readonly string[] };
