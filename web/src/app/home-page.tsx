import { LiveScoresStrip } from '../features/live-scores/live-scores-strip';
import { LatestNews } from '../features/news/latest-news';

/** Home: live scores pushed from the edge, then the latest news (the full home arrives with the shell). */
export function HomePage() {
  return (
    <>
      <LiveScoresStrip />
      <LatestNews />
    </>
  );
}
