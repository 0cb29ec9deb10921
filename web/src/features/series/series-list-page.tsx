import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../components/link';
import { dayRangeLabel } from '../../../../shared/format/day-label';
import { gameFormatLabel } from '../../../../shared/format/game-format';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { seriesByMonthQuery } from './series-api';
import { useNow } from '../../app/render-facts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The calendar icon's decade view: jump to any year of the decade, or to the next or previous one. */
function DecadePicker({ year, onPick }: { year: number; onPick: (year: number) => void }) {
  const [decade, setDecade] = useState(Math.floor(year / 10) * 10);
  return (
    <div className="decade" role="group" aria-label={`Years ${decade} to ${decade + 9}`}>
      <button type="button" onClick={() => setDecade(decade - 10)} aria-label="Previous decade">
        ‹
      </button>
      {Array.from({ length: 10 }, (_, i) => decade + i).map((y) => (
        <button key={y} type="button" className="chip" aria-pressed={y === year} onClick={() => onPick(y)}>
          {y}
        </button>
      ))}
      <button type="button" onClick={() => setDecade(decade + 10)} aria-label="Next decade">
        ›
      </button>
    </div>
  );
}

/** /series: a year's series month by month, with a month strip, a year picker and a format filter. */
export function SeriesListPage() {
  const today = useNow();
  const [year, setYear] = useState(today.getFullYear());
  const [month, setMonth] = useState(today.getMonth());
  const [pickingYear, setPickingYear] = useState(false);
  const [format, setFormat] = useState<string | null>(null);
  const series = useQuery(seriesByMonthQuery(year));

  const monthKey = `${MONTHS[month]} ${year}`;
  const filterKeys = series.data?.filterKeys ?? [];
  const activeFormat = format && filterKeys.includes(format) ? format : null;
  const items = (series.data?.series[monthKey] ?? []).filter((item) => !activeFormat || String(item.game_format) === activeFormat);

  return (
    <PageFrame title="Cricket Series" crumbs={[{ label: 'Series' }]} className="series-list-page">
      <div className="month-strip" role="group" aria-label="Month">
        <button type="button" className="month-strip__year" onClick={() => setYear(year - 1)} aria-label="Previous year">
          ‹
        </button>
        <button type="button" className="month-strip__label" onClick={() => setPickingYear(!pickingYear)} aria-expanded={pickingYear}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>{' '}
          <span className="visually-hidden">Pick a year, now </span>
          {year}
        </button>
        <button type="button" className="month-strip__year" onClick={() => setYear(year + 1)} aria-label="Next year">
          ›
        </button>
        <ul>
          {MONTHS.map((name, index) => (
            <li key={name}>
              <button type="button" className="chip" aria-pressed={index === month} onClick={() => setMonth(index)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {pickingYear && (
        <DecadePicker
          year={year}
          onPick={(picked) => {
            setYear(picked);
            setPickingYear(false);
          }}
        />
      )}
      {filterKeys.length > 0 && (
        <div className="chip-row" role="group" aria-label="Format">
          <button type="button" className="chip" aria-pressed={activeFormat === null} onClick={() => setFormat(null)}>
            All
          </button>
          {filterKeys.map((key) => (
            <button key={key} type="button" className="chip" aria-pressed={key === activeFormat} onClick={() => setFormat(key)}>
              {gameFormatLabel(key)}
            </button>
          ))}
        </div>
      )}
      {series.isPending ? (
        <LoadingState />
      ) : series.isError ? (
        <ErrorState message="No data available" onRetry={() => void series.refetch()} />
      ) : Object.values(series.data.series).every((list) => list.length === 0) ? (
        <EmptyState message="No data available" />
      ) : items.length === 0 ? (
        <EmptyState message="No series for this month" />
      ) : (
        <div className="data-table">
          <table>
            <caption className="visually-hidden">Series in {monthKey}</caption>
            <thead>
              <tr>
                <th scope="col">MONTH</th>
                <th scope="col">SERIES</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                <tr key={item.slug}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={items.length} className="series-month">
                      {monthKey}
                    </th>
                  )}
                  <td>
                    <Link to={`/series/${item.slug}/schedule`} className="series-link">
                      {item.title}
                    </Link>
                    <p className="page-small page-muted">
                      {[dayRangeLabel(item.date_start, item.date_end), item.game_format ? gameFormatLabel(String(item.game_format)) : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}
