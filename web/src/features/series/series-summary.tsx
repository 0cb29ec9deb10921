import { dayRangeLabel } from '../../../../shared/format/day-label';
import { gameFormatLabel } from '../../../../shared/format/game-format';
import type { SeriesDetail } from './series-api';

/** Dates, format and size of a series, under its title. */
export function SeriesSummary({ series }: { series: SeriesDetail }) {
  const parts = [
    dayRangeLabel(series.date_start, series.date_end),
    series.game_format ? gameFormatLabel(String(series.game_format)) : null,
    series.total_matches ? `${series.total_matches} matches` : null,
  ].filter(Boolean);
  return <p className="page-muted page-small series-summary">{parts.join(' · ')}</p>;
}
