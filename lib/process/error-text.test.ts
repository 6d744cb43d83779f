import { errorText } from './error-text';

describe('errorText: what a log line says of anything thrown', () => {
  it('takes an Error its message, without the stack', () => {
    expect(errorText(new TypeError('fetch failed'))).toBe('fetch failed');
  });

  it('writes anything else thrown as a string', () => {
    expect(errorText('timeout')).toBe('timeout');
    expect(errorText(404)).toBe('404');
    expect(errorText(undefined)).toBe('undefined');
  });
});
