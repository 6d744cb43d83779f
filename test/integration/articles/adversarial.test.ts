import { processBody } from '@/lib/articles/body/convert';
import { ADVERSARIAL_CORPUS, processAdversarialCell } from '@/test/support/fixtures/adversarial';

/**
 * Sheet text cannot stall the server: every cell of the adversarial corpus (50,000 characters built to
 * make backtracking regular expressions quadratic) goes through the whole cell and body processing
 * quickly. Measured in CPU time, best of two runs, so that other work on a shared machine does not
 * count. The goal is 20 ms per cell (the benchmark reports the real times; every cell takes under
 * 11 ms of CPU on an idle machine); the bound here is ten times that, so a loaded 2-core machine does not
 * fail the test, while quadratic processing (which took seconds) or one callback per character
 * (40-90 ms) still would.
 */
const BOUND_MS = 200;

function cpuMillis(action: () => void): number {
  const before = process.cpuUsage();
  action();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('adversarial cells are processed in linear time', () => {
  beforeAll(() => {
    processAdversarialCell('<p>warm <strong>up</strong></p>\n\n# Heading\n\n- a\n- b');
  });

  it('has the cases that used to take seconds', () => {
    expect(ADVERSARIAL_CORPUS.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(["'[' x 50,000", "'# a' + 50,000 spaces", "'<' x 50,000", '<style> of 50,000 letters', 'deep nesting of <div>', "50,000 '-' lines"]),
    );
    expect(ADVERSARIAL_CORPUS.every((entry) => entry.cell.length >= 49_000 && entry.cell.length <= 50_000)).toBe(true);
  });

  it.each(ADVERSARIAL_CORPUS.map((entry) => [entry.name, entry.cell] as const))(`%s finishes within ${BOUND_MS} ms of CPU`, (_, cell) => {
    const first = cpuMillis(() => processAdversarialCell(cell));
    const best = first < BOUND_MS ? first : Math.min(first, cpuMillis(() => processAdversarialCell(cell)));
    expect(best).toBeLessThan(BOUND_MS);
  });

  it.each(ADVERSARIAL_CORPUS.map((entry) => [entry.name, entry.cell] as const))('%s gives a sane body', (_, cell) => {
    const body = processBody(cell);
    expect(body.html).not.toMatch(/<script|<style|\son[a-z]+=/i);
    // Escaping at most multiplies the size by a small factor; text never grows.
    expect(body.html.length).toBeLessThanOrEqual(cell.length * 6);
    expect(body.text.length).toBeLessThanOrEqual(cell.length);
    expect(body.excerpt.length).toBeLessThanOrEqual(163);
    expect(body.readTimeMinutes).toBe(Math.max(1, Math.ceil(body.wordCount / 200)));
  });

  it.each([
    ["'[' x 50,000", (text: string) => text === '['.repeat(50_000)],
    ["'<' x 50,000", (text: string) => text === '<'.repeat(50_000)],
    ['<style> of 50,000 letters', (text: string) => text === ''],
    ['document whose <style> is 50,000 letters', (text: string) => text === 'Body'],
    ["'&' x 50,000", (text: string) => text === '&'.repeat(50_000)],
    ["'&amp;' repeated", (text: string) => text === '&amp;'.repeat(10_000)],
  ])('%s keeps what a reader would see', (name, check) => {
    const entry = ADVERSARIAL_CORPUS.find((candidate) => candidate.name === name);
    expect(check(processBody(entry?.cell ?? '').text)).toBe(true);
  });

  // Each of these holds one element per 3 to 6 characters, far more than a document (one per 20 or
  // more): counting the start tags before parsing refuses them at once.
  it.each(['deep nesting of <div>', 'deep nesting of unclosed <b><i>', 'deep nesting of <p><span>', "'- ' list lines", "'1. ' numbered lines", "'**a' repeated"])(
    '%s is refused, with the reason',
    (name) => {
      const entry = ADVERSARIAL_CORPUS.find((candidate) => candidate.name === name);
      expect(processBody(entry?.cell ?? '')).toMatchObject({ html: '', text: '', refused: expect.stringMatching(/^the body holds more than 4,12\d elements \(one per 16 characters\)$/) });
    },
  );
});
