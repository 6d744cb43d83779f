/**
 * The page views not yet sent to the first-party beacon, kept on the window by the inline visit note
 * (inline-note.ts) and taken by the Web Vitals beacon once it has loaded: v, the paths not yet sent;
 * p, the document's landing path; r, the referring site's host until the first beacon carries it;
 * s, set once the Web Vitals beacon sends them (the inline sender then stands down).
 */
export const PAGE_VIEW_QUEUE = '__twViews';

export type PageViewQueue = { v: string[]; p: string; r: string | null; s?: boolean };
