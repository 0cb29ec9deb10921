import type { ReactNode } from 'react';
import { AdSlot } from '../components/ads/ad-slot';
import { NearViewport } from '../components/near-viewport';
import { WidgetBoundary } from '../components/widget-boundary';
import { FactsBlock } from '../features/home/facts-block';
import { FollowUs } from '../features/home/follow-us';
import { NewsBlocks } from '../features/home/news-blocks';
import { NewsTabs } from '../features/home/news-tabs';
import { ShortsStrip } from '../features/home/shorts-strip';
import { WeeklyRecap } from '../features/home/weekly-recap';
import { LiveCarousel } from '../features/live-scores/live-carousel';
import { LatestNews } from '../features/news/latest-news';
import { HomePointsTable } from '../features/points-table/home-points-table';
import { HomeRanking } from '../features/ranking/home-ranking';
import '../components/page/page.css';
import './home-page.css';

/**
 * One home block: it loads and fails on its own (a broken block shows its error, the page carries
 * on), and, when `lazy`, fetches only as the reader nears it. Either way its skeleton holds its place.
 */
function Slot({ area, lazy = false, children }: { area: string; lazy?: boolean; children: ReactNode }) {
  const block = <WidgetBoundary>{children}</WidgetBoundary>;
  return lazy ? (
    <NearViewport className={`home__slot home__slot--${area}`}>{block}</NearViewport>
  ) : (
    <div className={`home__slot home__slot--${area}`}>{block}</div>
  );
}

/**
 * Home (SPEC.md section 2): the live carousel, then the news blocks, shorts, series and category
 * news, points table, rankings, facts and follow-us, and the latest news. On wide screens the
 * blocks pair up in a main column and a side column; on phones they stack in the same order.
 */
export function HomePage() {
  return (
    <div className="home">
      <h1 className="visually-hidden">Live cricket scores, news and fantasy tips</h1>
      <LiveCarousel phone="swipe" />
      <AdSlot kind="below-carousel" />
      <div className="home__grid">
        <Slot area="news">
          <NewsTabs />
        </Slot>
        <Slot area="recap">
          <WeeklyRecap />
        </Slot>
        <Slot area="shorts" lazy>
          <ShortsStrip />
        </Slot>
        <Slot area="series" lazy>
          <NewsBlocks kind="seriesNews" />
        </Slot>
        <Slot area="points" lazy>
          <HomePointsTable />
        </Slot>
        <Slot area="ranking" lazy>
          <HomeRanking />
        </Slot>
        <Slot area="category" lazy>
          <NewsBlocks kind="categoryNews" />
        </Slot>
        <Slot area="facts" lazy>
          <FactsBlock />
        </Slot>
        <Slot area="follow">
          <FollowUs />
        </Slot>
        <Slot area="latest">
          <LatestNews />
        </Slot>
      </div>
    </div>
  );
}
