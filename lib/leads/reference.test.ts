import { leadReference, referenceIdPrefix } from './reference';

describe('lead reference', () => {
  it('is the first eight hex digits of the id, upper case, in two groups of four', () => {
    expect(leadReference('3f9a2c1b-5d4e-4f00-9a1b-0c2d3e4f5a6b')).toBe('3F9A-2C1B');
  });

  it('finds the id prefix of a reference however it is typed', () => {
    for (const typed of ['3F9A-2C1B', '3f9a2c1b', ' 3f9a-2C1B ']) expect(referenceIdPrefix(typed)).toBe('3f9a2c1b');
  });

  it('is no reference when the text is a name, a shorter code or has other characters', () => {
    for (const typed of ['Ana Ruiz', '3F9A', '3F9A-2C1B-77', '3F9A_2C1B', 'ZZZZ-2C1B']) expect(referenceIdPrefix(typed)).toBeUndefined();
  });
});
