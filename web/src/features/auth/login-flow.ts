// The Google sign-in flow as a pure state machine (SPEC.md sections 4 'Login' and 8), so every path
// (script missing, Google failing, our own request failing) is testable without Google or a browser.

/** The spec's strings, quoted exactly, plus the plain 'unavailable' notice the issue asks for. */
export const LOGIN_TEXT = {
  googleError: 'Something went wrong while login with google',
  fetchError: 'Something went wrong while fetching your data',
  fetching: 'Fetching...',
  unavailable: 'Google sign-in is not available right now.',
} as const;

/**
 * How long Google's script may take before the page says sign-in is unavailable. A filtered network
 * can hang the request without ever firing the script's error event; a button that waits forever is
 * the dead button the issue forbids.
 */
export const GOOGLE_SCRIPT_TIMEOUT_MS = 10_000;

export type LoginState =
  /** Google's script is still loading: no button yet. */
  | { phase: 'loading' }
  /** No client id, the script failed or timed out, or the browser is offline. */
  | { phase: 'unavailable' }
  /** The button works; `error` is the last failure's message, if any. */
  | { phase: 'ready'; error: string | null }
  /** Google returned an access token; POST /v1/user/socialLogin is under way. */
  | { phase: 'fetching' }
  /** Our token arrived; the page stores it and leaves for /. */
  | { phase: 'signed-in'; token: string };

export type LoginEvent =
  | { type: 'script-loaded' }
  | { type: 'script-failed' }
  | { type: 'google-succeeded' }
  | { type: 'google-failed' }
  /** The user closed Google's popup: not a failure, so no error message. */
  | { type: 'google-cancelled' }
  | { type: 'social-login-succeeded'; token: string }
  | { type: 'social-login-failed' };

/** Where the flow starts: without a client id there is nothing to load. */
export function initialLoginState(googleClientId: string): LoginState {
  return googleClientId.trim() ? { phase: 'loading' } : { phase: 'unavailable' };
}

/** Events that do not fit the current phase (a late timeout, a double callback) change nothing. */
export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (state.phase) {
    case 'loading':
      if (event.type === 'script-loaded') return { phase: 'ready', error: null };
      if (event.type === 'script-failed') return { phase: 'unavailable' };
      return state;
    case 'ready':
      if (event.type === 'google-succeeded') return { phase: 'fetching' };
      if (event.type === 'google-failed') return { phase: 'ready', error: LOGIN_TEXT.googleError };
      if (event.type === 'google-cancelled') return { phase: 'ready', error: null };
      return state;
    case 'fetching':
      if (event.type === 'social-login-succeeded') return { phase: 'signed-in', token: event.token };
      if (event.type === 'social-login-failed') return { phase: 'ready', error: LOGIN_TEXT.fetchError };
      return state;
    case 'unavailable':
    case 'signed-in':
      return state;
  }
}
