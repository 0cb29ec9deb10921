import { LiveCarousel } from '../features/live-scores/live-carousel';
import { LatestNews } from '../features/news/latest-news';

/** Home: the live carousel (a swipeable strip on phones), then the latest news. */
export function HomePage() {
  return (
    <>
      <LiveCarousel phone="swipe" />
      <LatestNews />
    </>
  );
}
