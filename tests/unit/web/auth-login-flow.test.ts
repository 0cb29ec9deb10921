import { describe, expect, it } from 'vitest';
import { LOGIN_TEXT, initialLoginState, loginReducer, type LoginEvent, type LoginState } from '../../../web/src/features/auth/login-flow';

const run = (state: LoginState, ...events: LoginEvent[]) => events.reduce(loginReducer, state);

describe('the Google sign-in flow', () => {
  it('starts unavailable without a client id, and loading with one', () => {
    expect(initialLoginState('')).toEqual({ phase: 'unavailable' });
    expect(initialLoginState('   ')).toEqual({ phase: 'unavailable' });
    expect(initialLoginState('123.apps.googleusercontent.com')).toEqual({ phase: 'loading' });
  });

  it('offers the button once Google script has loaded', () => {
    expect(run({ phase: 'loading' }, { type: 'script-loaded' })).toEqual({ phase: 'ready', error: null });
  });

  it('says sign-in is unavailable when the script fails or times out, and stays so', () => {
    const failed = run({ phase: 'loading' }, { type: 'script-failed' });
    expect(failed).toEqual({ phase: 'unavailable' });
    expect(run(failed, { type: 'script-loaded' }, { type: 'google-succeeded' })).toEqual({ phase: 'unavailable' });
  });

  it('ignores a late timeout once the script has loaded', () => {
    expect(run({ phase: 'loading' }, { type: 'script-loaded' }, { type: 'script-failed' })).toEqual({ phase: 'ready', error: null });
  });

  it('shows the spec message when Google fails, and clears it on a cancelled retry', () => {
    const failed = run({ phase: 'ready', error: null }, { type: 'google-failed' });
    expect(failed).toEqual({ phase: 'ready', error: 'Something went wrong while login with google' });
    expect(run(failed, { type: 'google-cancelled' })).toEqual({ phase: 'ready', error: null });
  });

  it('fetches after Google returns, then is signed in with the token', () => {
    const fetching = run({ phase: 'ready', error: LOGIN_TEXT.googleError }, { type: 'google-succeeded' });
    expect(fetching).toEqual({ phase: 'fetching' });
    expect(LOGIN_TEXT.fetching).toBe('Fetching...');
    expect(run(fetching, { type: 'social-login-succeeded', token: 'abc' })).toEqual({ phase: 'signed-in', token: 'abc' });
  });

  it('shows the spec message when our own request fails, and lets the user try again', () => {
    const failed = run({ phase: 'fetching' }, { type: 'social-login-failed' });
    expect(failed).toEqual({ phase: 'ready', error: 'Something went wrong while fetching your data' });
    expect(run(failed, { type: 'google-succeeded' })).toEqual({ phase: 'fetching' });
  });

  it('does not start a second request while one is under way', () => {
    expect(run({ phase: 'fetching' }, { type: 'google-succeeded' }, { type: 'google-failed' })).toEqual({ phase: 'fetching' });
  });
});
