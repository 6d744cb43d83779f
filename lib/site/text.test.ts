import { joinNames } from './text';

describe('joinNames', () => {
  it.each([
    [[], ''],
    [['Hampton'], 'Hampton'],
    [['Hampton', 'Norfolk'], 'Hampton and Norfolk'],
    [['Hampton', 'Newport News', 'Norfolk'], 'Hampton, Newport News and Norfolk'],
  ])('writes %j as %p', (names, text) => {
    expect(joinNames(names)).toBe(text);
  });
});
