import { lazy, Suspense } from 'react';
import { useFavouriteTeams } from '../../lib/favourite-teams';

const CarouselAlerts = lazy(async () => ({ default: (await import('./carousel-alerts')).CarouselAlerts }));

/**
 * Alerts of the fan's teams' key events, on whatever page is open: only while some team of theirs
 * alerts of something, and then with the carousel's socket and the alerts' code, loaded for it. Nothing
 * on the edge or while the page hydrates (the fan's teams are on the device).
 */
export function KeyEventAlerts() {
  const listening = useFavouriteTeams().some((team) => !team.muted && team.alerts.length > 0);
  return listening ? (
    <Suspense fallback={null}>
      <CarouselAlerts />
    </Suspense>
  ) : null;
}
