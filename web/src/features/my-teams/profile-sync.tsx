// A signed-in fan's teams, kept with their profile too: merged with the device's at sign-in (or at the
// first page of a visit, signed in already), then every change the fan makes is saved to the profile.
// Loaded only for a signed-in fan (favourites-sync.tsx).
import { useEffect } from 'react';
import { FavouriteTeamsSchema, type FavouriteTeam } from '../../../../shared/schemas/favourite-teams';
import { favouriteTeams, replaceFavourites } from '../../lib/favourite-teams';
import { fetchProfile, saveFavouriteTeams } from '../auth/auth-api';
import { mergeFavourites, sameFavourites } from './merge-favourites';

/** A burst of taps (reordering, choosing alerts) is saved once it settles. */
const SAVE_AFTER_MS = 1_000;

export function ProfileSync() {
  useEffect(() => syncWithProfile(), []);
  return null;
}

/** Starts keeping the device's list and the profile's in step; returns what stops it. */
function syncWithProfile(): () => void {
  let stopped = false;
  let saved: readonly FavouriteTeam[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = async () => {
    const teams = favouriteTeams.getState().teams;
    if (stopped || saved === null || sameFavourites(teams, saved)) return;
    try {
      await saveFavouriteTeams(teams);
      saved = teams;
    } catch {
      // Kept on the device (offline, the upstream failing); the next change tries again.
    }
  };
  const unsubscribe = favouriteTeams.subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_AFTER_MS);
  });
  void (async () => {
    try {
      const profile = await fetchProfile();
      if (stopped) return;
      const theirs = FavouriteTeamsSchema.safeParse(profile.favouriteTeams ?? []);
      saved = theirs.success ? theirs.data : [];
      const merged = mergeFavourites(favouriteTeams.getState().teams, saved);
      if (!sameFavourites(merged, favouriteTeams.getState().teams)) replaceFavourites(merged);
      await save();
    } catch {
      // The profile could not be read: the device's list stands, and nothing is saved over the profile's.
    }
  })();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
