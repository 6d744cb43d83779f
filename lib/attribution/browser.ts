import { readStoredVisit, recordPage, startVisit, VISIT_STORAGE_KEY, type VisitAttribution } from './visit';

/**
 * The visit in this tab's sessionStorage. Storage can be switched off or full (private modes, strict
 * settings): then nothing is kept and the site works the same.
 */

export function storedVisit(): VisitAttribution | null {
  try {
    return readStoredVisit(window.sessionStorage.getItem(VISIT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Counts a page view: the first one of the tab's session also notes where the visit came from. */
export function noteVisitPage(pathname: string): void {
  try {
    const visit = storedVisit() ?? startVisit(window.location, document.referrer);
    window.sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(recordPage(visit, pathname)));
  } catch {
    // Storage refused: the visit is simply not attributed.
  }
}
