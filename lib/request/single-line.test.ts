import { z } from 'zod';
import { isSingleLine, singleLine } from './single-line';

describe('single-line fields', () => {
  it.each([
    ['Eve\r\nBcc: victim@example.com', false],
    ['Eve\nBcc', false],
    ['Eve\rX', false],
    ['tab\there', false],
    ['nul\u0000', false],
    ['escape\u001b[31m', false],
    ['delete\u007f', false],
    ['c1 control\u0085', false],
    ['line separator\u2028', false],
    ['paragraph separator\u2029', false],
    ['Mary-Ann O’Brien', true],
    ['José Núñez', true],
    ['(757) 555-0142', true],
    ['', true],
  ])('%p is single-line: %p', (value, expected) => {
    expect(isSingleLine(value)).toBe(expected);
  });

  it('works as a zod refinement with a field message', () => {
    const schema = z.object({ name: z.string().trim().pipe(singleLine()) });
    const result = schema.safeParse({ name: 'Eve\r\nBcc: x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/single line/);
    expect(schema.parse({ name: '  Eve  ' })).toEqual({ name: 'Eve' });
  });
});
