import { useMemo } from 'react';
import { z } from 'zod';
import { displayScore } from '../../../../shared/format/score';
import { MatchSchema, type Match } from '../../../../shared/schemas/match';
import { LiveStatus } from '../../lib/live/live-status';
import { useLiveTopic } from '../../lib/live/use-live-topic';

// The carousel topic's state (docs/live-protocol.md); items that do not parse are left out rather
// than blanking the strip.
const CarouselSchema = z.looseObject({ matches: z.array(z.unknown()) });

function liveMatches(data: unknown): Match[] {
  const parsed = CarouselSchema.safeParse(data);
  if (!parsed.success) return [];
  return parsed.data.matches.flatMap((item) => {
    const match = MatchSchema.safeParse(item);
    return match.success && match.data.status === 'Live' ? [match.data] : [];
  });
}

/** Live scores pushed from the edge's carousel topic: no polling, one socket. */
export function LiveScoresStrip() {
  const data = useLiveTopic('carousel', (s) => s.data);
  const connection = useLiveTopic('carousel', (s) => s.connection);
  const staleSince = useLiveTopic('carousel', (s) => s.staleSince);
  const error = useLiveTopic('carousel', (s) => s.error);
  const matches = useMemo(() => liveMatches(data), [data]);

  return (
    <section className="live-strip" aria-labelledby="live-strip-heading">
      <div className="live-strip__head">
        <h2 id="live-strip-heading">Live Scores</h2>
        <LiveStatus state={{ connection, staleSince, error }} />
      </div>
      {data !== null && matches.length === 0 && <p className="muted">No Live Matches available</p>}
      <ul className="live-strip__list">
        {matches.map((match) => (
          <li key={match.match_id} className="live-card" data-match-id={match.match_id}>
            <p className="live-card__meta">
              <span className="live-dot" aria-hidden="true" /> Live · {match.subtitle ?? match.format}
            </p>
            {[match.teama, match.teamb].map((team) => (
              <p key={team.team_id} className="live-card__team">
                <span>{team.short_name}</span>
                <span className="live-card__score">
                  {team.scores ? displayScore(team.scores) : ''}
                  {team.overs ? <small> ({team.overs})</small> : null}
                </span>
              </p>
            ))}
            {match.status_note && <p className="live-card__note">{stripTags(match.status_note)}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** status_note may carry HTML; the strip shows its text only. */
function stripTags(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
