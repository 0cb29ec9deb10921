import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from './link';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { ProfileSchema } from '../../../shared/schemas/profile';
import { apiGet } from '../lib/api-client';
import { toast } from './toasts';
import { clearLogin, storedLoginMode, storedToken, subscribeToLogin } from '../lib/auth-storage';
import { Icon } from './icon';

const ProfileEnvelopeSchema = dataEnvelope(ProfileSchema);
const PROFILE_STALE_MS = 5 * 60_000;

/**
 * Login when anonymous, Profile when a token is stored (SPEC section 6). With a token it also loads
 * the profile for the picture, which checks the session on every visit: an expired token answers
 * 401, the API client clears it and reloads, and the fan sees Login instead of a Profile button
 * that would lead to an error.
 */
export function AccountButton() {
  const token = useSyncExternalStore(subscribeToLogin, storedToken, () => null);
  useEffect(() => {
    // SPEC.md section 5: a stored login mode other than otp, google or apple is an error. Rather
    // than crash the page over it, say so and sign the visitor out, so they can log in afresh.
    try {
      storedLoginMode();
    } catch (error) {
      clearLogin();
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }, [token]);
  const profile = useQuery({
    queryKey: ['account-button', token],
    queryFn: (context) => apiGet('/v1/user/profile', ProfileEnvelopeSchema, context),
    enabled: token !== null,
    staleTime: PROFILE_STALE_MS,
    select: (envelope) => envelope.data,
  });

  if (!token) {
    return (
      // A full document load: /login's Content-Security-Policy is its own (it alone allows Google's
      // sign-in script), and a client-side route change would keep this document's policy.
      <Link to="/login" reloadDocument className="account-button">
        <Icon name="user" size={18} />
        <span>Login</span>
      </Link>
    );
  }
  const picture = profile.data?.profilePic;
  return (
    <Link to="/user-profile" className="account-button account-button--in">
      {picture ? <img src={picture} alt="" width={22} height={22} className="account-button__avatar" /> : <Icon name="user" size={18} />}
      <span>Profile</span>
    </Link>
  );
}
