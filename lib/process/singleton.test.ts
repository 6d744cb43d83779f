import { processHolder } from './singleton';

describe('processHolder', () => {
  it('gives every caller of one name the same holder, created once', () => {
    const create = jest.fn(() => ({ count: 0 }));
    const first = processHolder('test.sharedCounter', create);
    first.count += 1;
    expect(processHolder('test.sharedCounter', create)).toBe(first);
    expect(processHolder('test.sharedCounter', create).count).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps the holder on globalThis under Symbol.for, where another bundle of the module finds it', () => {
    const holder = processHolder('test.visibleAcrossBundles', () => ({ value: 'kept' }));
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('tidewater.test.visibleAcrossBundles')]).toBe(holder);
  });

  it('keeps different names apart', () => {
    expect(processHolder('test.one', () => ({ id: 1 }))).not.toBe(processHolder('test.two', () => ({ id: 2 })));
  });
});
