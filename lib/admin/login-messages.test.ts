import { loginMessage } from './login-messages';

describe('login page messages', () => {
  it.each([
    [{ error: 'invalid' }, 'That password is not right. Check it and try again.'],
    [{ error: 'locked', minutes: '3' }, 'Too many attempts. Logging in is locked for this device; try again in 3 minutes.'],
    [{ error: 'locked', minutes: '1' }, 'Too many attempts. Logging in is locked for this device; try again in 1 minute.'],
    [{ error: 'locked', minutes: '9999' }, 'Too many attempts. Logging in is locked for this device; try again in 15 minutes.'],
    [{ error: 'expired' }, 'Your session has ended. Log in again to continue.'],
    [{ loggedOut: '1' }, 'You are logged out.'],
  ])('%j says %s', (params, text) => {
    expect(loginMessage(params)?.text).toBe(text);
  });

  it('says nothing for an unknown or missing reason', () => {
    expect(loginMessage({ error: '<script>' })).toBeUndefined();
    expect(loginMessage({})).toBeUndefined();
  });
});
