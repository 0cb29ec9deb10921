import { lazy, Suspense, useSyncExternalStore } from 'react';
import { storedToken, subscribeToLogin } from '../../lib/auth-storage';

const ProfileSync = lazy(async () => ({ default: (await import('./profile-sync')).ProfileSync }));

/**
 * A signed-in fan's teams are kept with their profile too (profile-sync.tsx), loaded only then; one
 * sync per sign-in. Nothing on the edge or while the page hydrates.
 */
export function FavouritesSync() {
  const token = useSyncExternalStore(subscribeToLogin, storedToken, () => null);
  return token ? (
    <Suspense fallback={null}>
      <ProfileSync key={token} />
    </Suspense>
  ) : null;
}
