import { readFileSync } from 'node:fs';
import path from 'node:path';

const stylesheet = readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');

/** The declarations of every rule whose selector list is exactly `selector`. */
function rulesOf(selector: string): string[] {
  return stylesheet
    .split(`${selector} {`)
    .slice(1)
    .map((rest) => rest.split('}')[0] ?? '');
}

describe('the room kept for the action bar', () => {
  // The action bar comes near the end of the page, so a phone's parser reaches it after the first paint.
  // A custom property changed on :root then is inherited by every element: the browser restyled the
  // whole page a second time (about 90 ms of a phone's main thread on the contact page).
  it('changes no custom property of :root when the bar arrives, only the properties of the elements that keep room', () => {
    const atRoot = rulesOf(':root:has(.action-bar)');
    expect(atRoot.length).toBeGreaterThan(0);
    for (const declarations of atRoot) expect(declarations).not.toMatch(/--[\w-]+\s*:/);
    expect(rulesOf(':root:has(.action-bar) :is(.site-footer, .scroll-top-button)').join('')).toMatch(/--bottom-bar: var\(--action-bar-cover\);/);
  });
});
