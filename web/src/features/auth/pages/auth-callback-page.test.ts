import { callbackStep } from './auth-callback-page';

describe('/auth/callback statuses', () => {
  it('fetches the user for authenticated', () => {
    expect(callbackStep('authenticated')).toBe('fetchUser');
  });

  it('goes on to the code for 2fa_required', () => {
    expect(callbackStep('2fa_required')).toBe('verifyOtp');
  });

  it.each([null, '', 'error', 'AUTHENTICATED', 'signed_in'])('sends %p to login', (status) => {
    expect(callbackStep(status)).toBe('login');
  });
});
