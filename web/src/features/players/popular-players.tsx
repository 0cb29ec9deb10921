import { useRef } from 'react';
import { Link } from '../../components/link';
import { CAROUSEL_ARROW_MIN_CARDS, CAROUSEL_SCROLL_STEP_PX } from '../../../../shared/constants';
import { playerHref } from '../../../../shared/format/player-path';
import type { PopularPlayer } from '../../../../shared/schemas/player';
import { useScrollEdges } from '../../components/use-scroll-edges';

/**
 * Popular Players: a row of cards that scrolls sideways, snapping card by card. Arrows step it by
 * CAROUSEL_SCROLL_STEP_PX when there are more than CAROUSEL_ARROW_MIN_CARDS cards; phones swipe.
 */
export function PopularPlayers({ players }: { players: PopularPlayer[] }) {
  const scroller = useRef<HTMLUListElement>(null);
  const { atStart, atEnd } = useScrollEdges(scroller, players.length);

  if (players.length === 0) return null;
  const showArrows = players.length > CAROUSEL_ARROW_MIN_CARDS;
  const step = (direction: 1 | -1) => scroller.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section className="player-card" aria-labelledby="player-popular">
      <div className="player-popular-head">
        <h2 id="player-popular">Popular Players</h2>
        {showArrows && (
          <div className="player-popular-arrows">
            <button type="button" aria-label="Previous players" disabled={atStart} onClick={() => step(-1)}>
              ‹
            </button>
            <button type="button" aria-label="Next players" disabled={atEnd} onClick={() => step(1)}>
              ›
            </button>
          </div>
        )}
      </div>
      {/* Focusable so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
      <ul className="player-popular" ref={scroller} tabIndex={0} aria-label="Popular players">
        {players.map((p) => {
          const href = playerHref(p);
          const body = (
            <>
              {p.thumb_url ? (
                <img className="player-popular__photo" src={p.thumb_url} alt="" width={72} height={72} loading="lazy" />
              ) : (
                <span className="player-popular__photo" />
              )}
              <span className="player-popular__name">{p.name}</span>
              {p.country && (
                <span className="player-popular__country">
                  {p.country.image && <img src={p.country.image} alt="" width={18} height={12} loading="lazy" />}
                  {p.country.name}
                </span>
              )}
            </>
          );
          return (
            <li key={p.pid} className="player-popular__card">
              {href ? <Link to={href}>{body}</Link> : <div>{body}</div>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
