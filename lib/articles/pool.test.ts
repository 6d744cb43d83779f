import { mapWithConcurrency } from './pool';

describe('mapWithConcurrency', () => {
  it('never runs more than the limit at once and keeps input order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency(Array.from({ length: 20 }, (_, index) => index), 6, async (item) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, (item % 3) * 2));
      running -= 1;
      return item * 2;
    });
    expect(peak).toBe(6);
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index * 2));
  });
  it('handles an empty list', async () => {
    await expect(mapWithConcurrency([], 6, async () => 1)).resolves.toEqual([]);
  });
});
