import sharp from 'sharp';

/** The share of pixels (0-1) that differ between two screenshots of the same element, by more than `tolerance` in any channel. */
export async function changedShare(first: Buffer, second: Buffer, tolerance = 24): Promise<number> {
  const [a, b] = await Promise.all([first, second].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (!a || !b || a.info.width !== b.info.width || a.info.height !== b.info.height) throw new Error('the two screenshots differ in size');
  let changed = 0;
  const pixels = a.info.width * a.info.height;
  for (let offset = 0; offset < a.data.length; offset += 4) {
    for (let channel = 0; channel < 4; channel += 1) {
      if (Math.abs((a.data[offset + channel] ?? 0) - (b.data[offset + channel] ?? 0)) > tolerance) {
        changed += 1;
        break;
      }
    }
  }
  return changed / pixels;
}
