// Sign in with Google (SPEC.md section 4 'Login'). Google's script loads only here, inside this
// provider, so no other page ever fetches it. Google hands back an access token, which
// POST /v1/user/socialLogin trades for our bearer token.
import { GoogleOAuthProvider, useGoogleLogin } from '@react-oauth/google';
import { useEffect, useReducer, type Dispatch } from 'react';
import { storeLogin } from '../../lib/auth-storage';
import { socialLogin } from './auth-api';
import { GOOGLE_SCRIPT_TIMEOUT_MS, LOGIN_TEXT, initialLoginState, loginReducer, type LoginEvent, type LoginState } from './login-flow';
import { SignInUnavailable } from './sign-in-unavailable';

export function GoogleSignIn({ clientId }: { clientId: string }) {
  const [state, dispatch] = useReducer(loginReducer, clientId, initialLoginState);

  useEffect(() => {
    // Offline, the script cannot come; a filtered network may never answer: give up after a while.
    if (!navigator.onLine) dispatch({ type: 'script-failed' });
    const timer = window.setTimeout(() => dispatch({ type: 'script-failed' }), GOOGLE_SCRIPT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <GoogleOAuthProvider
      clientId={clientId}
      onScriptLoadSuccess={() => dispatch({ type: 'script-loaded' })}
      onScriptLoadError={() => dispatch({ type: 'script-failed' })}
    >
      <SignInStatus state={state} dispatch={dispatch} />
    </GoogleOAuthProvider>
  );
}

function SignInStatus({ state, dispatch }: { state: LoginState; dispatch: Dispatch<LoginEvent> }) {
  switch (state.phase) {
    case 'loading':
      return (
        <p className="auth-status" role="status">
          Loading Google sign-in…
        </p>
      );
    case 'unavailable':
      return <SignInUnavailable />;
    default:
      return <GoogleButton state={state} dispatch={dispatch} />;
  }
}

/** Rendered only once Google's script has loaded, so the button always does something. */
function GoogleButton({ state, dispatch }: { state: LoginState; dispatch: Dispatch<LoginEvent> }) {
  const busy = state.phase === 'fetching' || state.phase === 'signed-in';

  const signIn = useGoogleLogin({
    flow: 'implicit',
    onSuccess: async ({ access_token }) => {
      dispatch({ type: 'google-succeeded' });
      let token: string;
      try {
        token = await socialLogin(access_token);
      } catch {
        dispatch({ type: 'social-login-failed' });
        return;
      }
      dispatch({ type: 'social-login-succeeded', token });
      storeLogin(token, 'google');
      // Home as a new document, which drops this one's Content-Security-Policy (it allows Google).
      window.location.replace('/');
    },
    onError: () => dispatch({ type: 'google-failed' }),
    // Closing Google's popup is the user's choice, not a failure; a popup that cannot open is.
    onNonOAuthError: (error) => dispatch({ type: error.type === 'popup_closed' ? 'google-cancelled' : 'google-failed' }),
  });

  return (
    <>
      <button type="button" className="auth-google" onClick={() => signIn()} disabled={busy} aria-describedby="login-status">
        <GoogleMark />
        <span>Sign in with Google</span>
      </button>
      <div id="login-status" className="auth-status-slot">
        {busy && (
          <p className="auth-status" role="status">
            {LOGIN_TEXT.fetching}
          </p>
        )}
        {state.phase === 'ready' && state.error && (
          <p className="auth-error" role="alert">
            {state.error}
          </p>
        )}
      </div>
    </>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}
