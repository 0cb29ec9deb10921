// /login (SPEC.md section 2): Google sign-in when the edge has a client id, a plain notice when not,
// and on a site on the simulator a development sign-in as a test fan.
// The redirect for a visitor already signed in is RedirectIfLoggedIn, which the router wraps this in.
// The page is entered and left by full document loads: its Content-Security-Policy is its own.
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { appConfig } from '../../lib/app-config';
import './auth.css';
import { DevSignIn } from './dev-sign-in';
import { GoogleSignIn } from './google-sign-in';
import { SignInUnavailable } from './sign-in-unavailable';
import { useLeaveByDocumentLoad } from './use-leave-by-document-load';

export function LoginPage() {
  // The config never changes within a page load; appConfig() itself fetches only once.
  const config = useQuery({ queryKey: ['app-config'], queryFn: appConfig, staleTime: Infinity, gcTime: Infinity });
  const clientId = config.data?.googleClientId ?? '';
  useLeaveByDocumentLoad();

  return (
    <section className="auth-page" aria-labelledby="login-heading">
      <div className="auth-card auth-card--narrow">
        <CricketMark />
        <h1 id="login-heading" className="auth-title">
          Log in
        </h1>
        <p className="auth-lead">Sign in with your Google account to keep your profile on Cricket Edge.</p>
        <div className="auth-actions">
          {config.isPending ? (
            <p className="auth-status" role="status">
              Loading sign-in options…
            </p>
          ) : (
            <>
              {clientId ? (
                <GoogleSignIn clientId={clientId} />
              ) : (
                // No client id (local and development setups) or no config at all: no Google here.
                <SignInUnavailable />
              )}
              {/* A site on the simulator: a test fan's sign-in, through the same call (dev-sign-in.tsx). */}
              {config.data?.devSignIn && <DevSignIn />}
            </>
          )}
        </div>
        <p className="auth-footnote">
          <Link to="/">Back to home</Link>
        </p>
      </div>
    </section>
  );
}

function CricketMark() {
  return (
    <svg className="auth-mark" viewBox="0 0 64 64" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="var(--ball, #d21f32)" />
      <path d="M14 20c10 6 26 6 36 0M14 44c10-6 26-6 36 0" stroke="#fff" strokeWidth="3" fill="none" strokeDasharray="3 3" />
    </svg>
  );
}
