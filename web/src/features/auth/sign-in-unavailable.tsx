import { LOGIN_TEXT } from './login-flow';

/** Said plainly in place of a button that could not work (no client id, Google's script missing). */
export function SignInUnavailable() {
  return (
    <div className="auth-notice" role="status">
      <p className="auth-notice__title">{LOGIN_TEXT.unavailable}</p>
      <p className="auth-notice__body">Please try again later. Everything else on the site works without logging in.</p>
    </div>
  );
}
