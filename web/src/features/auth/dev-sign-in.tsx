// The development sign-in (DEV_SIGN_IN: a site on the simulator, never production): signs in as one
// of the simulator's test fans through the very call Google sign-in makes, POST /v1/user/socialLogin,
// with a development token the simulator takes in place of Google's. So the profile, likes and
// everything personal can be tried locally, where there is no Google client.
import { useState, type FormEvent } from 'react';
import { DEV_GOOGLE_TOKEN_PREFIX, DEV_TEST_FANS } from '../../../../shared/constants';
import { storeLogin } from '../../lib/auth-storage';
import { socialLogin } from './auth-api';
import { LOGIN_TEXT } from './login-flow';

export function DevSignIn() {
  const [fan, setFan] = useState<string>(DEV_TEST_FANS[0]);
  const [phase, setPhase] = useState<'ready' | 'fetching' | 'failed'>('ready');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPhase('fetching');
    let token: string;
    try {
      token = await socialLogin(`${DEV_GOOGLE_TOKEN_PREFIX}${fan}`);
    } catch {
      setPhase('failed');
      return;
    }
    storeLogin(token, 'google');
    // As Google sign-in leaves: home as a new document.
    window.location.replace('/');
  };

  return (
    <form className="auth-dev" onSubmit={submit} aria-labelledby="dev-sign-in-title">
      <h2 id="dev-sign-in-title" className="auth-dev__title">
        Development sign-in
      </h2>
      <p className="auth-dev__note">This site runs on the simulator: sign in as one of its test fans.</p>
      <label className="auth-dev__field">
        <span>Test fan</span>
        <select value={fan} onChange={(event) => setFan(event.target.value)} disabled={phase === 'fetching'}>
          {DEV_TEST_FANS.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="auth-dev__submit" disabled={phase === 'fetching'}>
        Sign in as test fan
      </button>
      {phase === 'fetching' && (
        <p className="auth-status" role="status">
          {LOGIN_TEXT.fetching}
        </p>
      )}
      {phase === 'failed' && (
        <p className="auth-error" role="alert">
          {LOGIN_TEXT.fetchError}
        </p>
      )}
    </form>
  );
}
