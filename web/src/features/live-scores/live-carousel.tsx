import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CAROUSEL_ARROW_MIN_CARDS, CAROUSEL_SCROLL_STEP_PX } from '../../../../shared/constants';
import { BallMoment } from '../../components/ball-moment/ball-moment';
import { useScrollEdges } from '../../components/use-scroll-edges';
import { teamsAttribute, useFavouriteMatches } from '../my-teams/favourite-matches';
import { LiveStatus } from '../../lib/live/live-status';
import { useLiveTopic } from '../../lib/live/use-live-topic';
import { CompactMatchCard } from './compact-match-card';
import { StripMatchCard } from './strip-match-card';
import { CAROUSEL_FILTERS, carouselMatches, filterMatches, type CarouselFilter } from './carousel-matches';
import './live-carousel.css';

interface Props {
  /** Phones: 'hide' above schedule and match pages (desktop only, SPEC section 2); 'swipe' on home. */
  phone?: 'hide' | 'swipe';
  /**
   * 'compact' above a match centre: one row of small cards that a fan can fold away, so the match
   * itself opens at the top of the screen. 'full' cards elsewhere.
   */
  size?: 'full' | 'compact';
}

/** Whether the fan folded the compact strip away: kept across pages and visits. */
const FOLDED_KEY = 'liveStripFolded';

function readFolded(): boolean {
  try {
    return localStorage.getItem(FOLDED_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeFolded(folded: boolean): void {
  try {
    if (folded) localStorage.setItem(FOLDED_KEY, 'true');
    else localStorage.removeItem(FOLDED_KEY);
  } catch {
    // Storage refused (private mode): the strip folds for this page only.
  }
}

/**
 * The live carousel: match cards pushed on the edge's carousel topic (one socket, no polling),
 * filter chips, and arrows that scroll by CAROUSEL_SCROLL_STEP_PX.
 */
export function LiveCarousel({ phone = 'hide', size = 'full' }: Props) {
  const compact = size === 'compact';
  // Read before the app's first paint: the edge's page, and the browser's hydration of it, show the strip.
  const [folded, setFolded] = useState(false);
  useLayoutEffect(() => setFolded(compact && readFolded()), [compact]);
  const data = useLiveTopic('carousel', (s) => s.data);
  const connection = useLiveTopic('carousel', (s) => s.connection);
  const staleSince = useLiveTopic('carousel', (s) => s.staleSince);
  const error = useLiveTopic('carousel', (s) => s.error);
  const [filter, setFilter] = useState<CarouselFilter>('featured');
  const filtered = useMemo(() => filterMatches(carouselMatches(data), filter), [data, filter]);
  // The fan's teams' matches first, starred.
  const { ordered: matches, markOf } = useFavouriteMatches(filtered);
  const scroller = useRef<HTMLUListElement>(null);
  // Arrow states follow the scroll position; a filter change starts the row again from its start,
  // a pushed match joining or leaving the row does not.
  const { atStart, atEnd } = useScrollEdges(scroller, `${filter}|${matches.length}|${folded}`, `${filter}|${folded}`);

  const scrollBy = (step: number) => scroller.current?.scrollBy({ left: step, behavior: 'smooth' });
  const showArrows = matches.length > CAROUSEL_ARROW_MIN_CARDS;

  return (
    <section
      className={`live-carousel live-carousel--phone-${phone} live-carousel--${size}${folded ? ' live-carousel--folded' : ''}`}
      aria-labelledby="live-carousel-heading"
    >
      <div className="live-carousel__head">
        <h2 id="live-carousel-heading">Live Scores</h2>
        {!folded && (
          <div className="chip-row" role="group" aria-label="Carousel filter">
            {CAROUSEL_FILTERS.map((f) => (
              <button key={f.key} type="button" className="chip" aria-pressed={f.key === filter} onClick={() => setFilter(f.key)}>
                {f.label}
              </button>
            ))}
          </div>
        )}
        <LiveStatus state={{ connection, staleSince, error }} />
        {compact && (
          <button
            type="button"
            className="live-carousel__fold"
            aria-expanded={!folded}
            aria-controls="live-carousel-track"
            onClick={() => {
              storeFolded(!folded);
              setFolded(!folded);
            }}
          >
            {folded ? 'Show' : 'Hide'}
            <span className="visually-hidden"> live scores</span>
          </button>
        )}
      </div>
      <div className="live-carousel__track" id="live-carousel-track" hidden={folded}>
        {showArrows && !atStart && (
          <button
            type="button"
            className="live-carousel__arrow live-carousel__arrow--prev"
            aria-label="Previous matches"
            onClick={() => scrollBy(-CAROUSEL_SCROLL_STEP_PX)}
          >
            ‹
          </button>
        )}
        {data !== null && matches.length === 0 ? (
          <p className="page-muted live-carousel__empty">No Live Matches available</p>
        ) : (
          // Focusable so keyboard users can scroll it with the arrow keys (axe: scrollable-region-focusable).
          <ul className="live-carousel__list" ref={scroller} tabIndex={0} aria-label="Matches">
            {matches.map((match) => (
              <li key={match.match_id} className={`live-card${markOf(match)}`} data-match-id={match.match_id} {...teamsAttribute(match)}>
                {compact ? <CompactMatchCard match={match} /> : <StripMatchCard match={match} />}
                {match.status === 'Live' && <BallMoment topic="carousel" matchId={match.match_id} />}
              </li>
            ))}
          </ul>
        )}
        {showArrows && !atEnd && (
          <button
            type="button"
            className="live-carousel__arrow live-carousel__arrow--next"
            aria-label="Next matches"
            onClick={() => scrollBy(CAROUSEL_SCROLL_STEP_PX)}
          >
            ›
          </button>
        )}
      </div>
    </section>
  );
}
