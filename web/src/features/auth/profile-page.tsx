// /user-profile (SPEC.md sections 2, 5, 6): the signed-in user's profile form and the logout control.
// The redirect for an anonymous visitor is RequireLogin, which the router wraps this in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/toasts';
import { DocumentRedirect } from '../../components/document-redirect';
import { ApiError } from '../../lib/api-client';
import { clearLogin, storedToken } from '../../lib/auth-storage';
import { fetchProfile, logout, profileQueryKey } from './auth-api';
import './auth.css';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  const [token] = useState(storedToken);
  const queryKey = profileQueryKey(token);
  const profile = useQuery({ queryKey, queryFn: (context) => fetchProfile(context), enabled: token !== null });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Set on a successful logout: clearing the token re-renders this page before the navigation to /
  // lands, and it must not answer that render with its own redirect to /login.
  const leaving = useRef(false);
  const signOut = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      leaving.current = true;
      queryClient.removeQueries({ queryKey: ['user'] });
      clearLogin();
      navigate('/', { replace: true });
    },
    // The server still holds the token, so the user is not told they are out: they can retry.
    onError: (error) => toast.error(error.message),
  });

  if (leaving.current) return null;
  // The API client cleared the token on this 401 (and reloads once); without one, this page is /login
  // (as a new document: its Content-Security-Policy is its own).
  if (!token || (profile.error instanceof ApiError && profile.error.status === 401)) {
    return <DocumentRedirect to="/login" />;
  }

  return (
    <section className="auth-page" aria-labelledby="profile-heading">
      <div className="auth-card auth-card--wide">
        <header className="auth-card__head">
          <h1 id="profile-heading" className="auth-title">
            My Profile
          </h1>
          <button type="button" className="auth-button auth-button--quiet" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {signOut.isPending ? 'Logging out…' : 'Logout'}
          </button>
        </header>
        {profile.isPending ? (
          <p className="auth-status" role="status" aria-busy="true">
            Loading your profile…
          </p>
        ) : profile.isError ? (
          <div className="auth-error-block" role="alert">
            <p>{profile.error.message}</p>
            <button type="button" className="auth-button" onClick={() => profile.refetch()}>
              Try Again
            </button>
          </div>
        ) : (
          // Keyed by the server's values: after a save the form restarts from what was stored,
          // which also locks a mobile number that has just been set.
          <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} queryKey={queryKey} />
        )}
      </div>
    </section>
  );
}
