import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { matchStartLabel } from '../../../../shared/format/day-label';
import { calendarDateIn } from '../../../../shared/format/calendar-date';
import { fantasyPath, fantasyWindow } from '../../../../shared/format/schedule-window';
import { matchTimes, toInstant } from '../../../../shared/format/time';
import { articleHref } from '../../../../shared/format/article-path';
import type { FantasyMatch } from '../../../../shared/schemas/fantasy';
import { EmptyState } from '../../components/page/empty-state';
import { fetchFantasyMatches } from './news-list-api';
import { useNow, useViewerTimeZone } from '../../app/render-facts';

/**
 * The matches of the fantasy listing's ±10-day window (SPEC section 2) that have tips, split at the
 * fan's today: today's and later ones, soonest first, and the past days', latest first. Null while
 * the window loads or when it fails (most list errors render nothing, SPEC section 8: the articles
 * still show).
 */
function useFantasyMatches(): { next: FantasyMatch[]; earlier: FantasyMatch[] } | null {
  const zone = useViewerTimeZone();
  const today = calendarDateIn(useNow(), zone);
  const path = fantasyPath(fantasyWindow(today));
  const matches = useQuery({ queryKey: ['fantasy-matches', path], queryFn: (context) => fetchFantasyMatches(path, context) });
  if (matches.isPending || matches.isError) return null;
  const startOf = (match: FantasyMatch) => (match.date_start ? toInstant(match.date_start) : null);
  const startMs = (match: FantasyMatch) => startOf(match)?.getTime() ?? 0;
  // A match with no start reads as a past one: it is not among the next.
  const dayOf = (match: FantasyMatch) => {
    const start = startOf(match);
    return start ? calendarDateIn(start, zone) : '';
  };
  const withTips = matches.data.filter((match) => match.news.length > 0);
  return {
    next: withTips.filter((match) => dayOf(match) >= today).sort((a, b) => startMs(a) - startMs(b)),
    earlier: withTips.filter((match) => dayOf(match) < today).sort((a, b) => startMs(b) - startMs(a)),
  };
}

/** The next matches with tips, at the top of the fantasy listing: crests, start time and a link to the tips. */
export function NextFantasyMatches() {
  const matches = useFantasyMatches();
  if (!matches) return null;
  return (
    <section className="fantasy-matches" aria-labelledby="fantasy-matches-heading">
      <h2 id="fantasy-matches-heading">Upcoming Fantasy Matches</h2>
      {matches.next.length === 0 ? <EmptyState message="No fantasy team for this date." /> : <FantasyMatchList matches={matches.next} />}
    </section>
  );
}

/** The past days' matches with tips, below the articles, folded until the fan opens them. */
export function EarlierFantasyMatches() {
  const matches = useFantasyMatches();
  if (!matches || matches.earlier.length === 0) return null;
  return (
    <details className="fantasy-matches fantasy-matches--earlier">
      <summary>Earlier matches ({matches.earlier.length})</summary>
      <FantasyMatchList matches={matches.earlier} />
    </details>
  );
}

function FantasyMatchList({ matches }: { matches: FantasyMatch[] }) {
  const zone = useViewerTimeZone();
  return (
    <ul className="fantasy-matches__list">
      {matches.map((match) => {
        const times = match.date_start ? matchTimes(match.date_start, zone) : null;
        const tip = match.news[0];
        return (
          <li key={match.match_id} className="fantasy-match">
            <p className="fantasy-match__series page-small page-muted" title={match.tournament_name ?? undefined}>
              {match.tournament_name}
            </p>
            <p className="fantasy-match__teams">
              <Side name={match.teama_name} logo={match.teama_logo} />
              <span className="visually-hidden"> vs </span>
              <Side name={match.teamb_name} logo={match.teamb_logo} />
            </p>
            {times && <p className="fantasy-match__start page-small">{matchStartLabel(times)}</p>}
            {tip && (
              // Short on the card, which already says which match; whole for a screen reader and on hover.
              <Link className="fantasy-match__tips" to={articleHref({ ...tip, type: 'fantasy' })} title={tip.title}>
                Dream11 tips and playing XI
                <span className="visually-hidden">
                  {' '}
                  for {match.teama_name} vs {match.teamb_name}
                </span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A side's crest beside its name: decoration, the name says who it is. */
/** One side of a match card: its crest and its name, whole in the name's title where the card cuts it. */
function Side({ name, logo }: { name: string; logo: string | null | undefined }) {
  return (
    <span className="fantasy-match__team">
      {logo ? <img className="fantasy-match__crest" src={logo} alt="" width={28} height={28} loading="lazy" /> : <span className="fantasy-match__crest" aria-hidden="true" />}
      <span className="fantasy-match__name" title={name}>
        {name}
      </span>
    </span>
  );
}
