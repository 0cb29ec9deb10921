import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { calendarDateIn } from '../../../../shared/format/calendar-date';
import { gameFormatLabel } from '../../../../shared/format/game-format';
import {
  isSelectableDate,
  shiftWindow,
  windowAt,
  windowDays,
  windowPath,
  type ScheduleWindowKind,
} from '../../../../shared/format/schedule-window';
import { EmptyState } from '../../components/page/empty-state';
import { LoadingState } from '../../components/page/loading-state';
import { MyTeamsChip, MyTeamsEmpty, useMyTeamsFilter } from '../my-teams/my-teams-filter';
import { DayMatches } from './day-matches';
import { fetchSchedule } from './schedule-api';
import { ScheduleCalendar } from './schedule-calendar';
import { ScheduleError } from './schedule-error';
import { useNow, useViewerTimeZone } from '../../app/render-facts';

const ALL = 'ALL';
const EMPTY_DAY: Record<ScheduleWindowKind, string> = {
  upcoming: 'No Upcoming matches on this date',
  results: 'No Matches played on this date',
};

/**
 * Upcoming or results in 10-day windows (SPEC section 4): a date strip, previous and next (clamped
 * at today), a calendar picker and a format filter that falls back to ALL when its format is absent.
 */
export function WindowSchedule({ kind }: { kind: ScheduleWindowKind }) {
  const today = calendarDateIn(useNow(), useViewerTimeZone());
  const [range, setRange] = useState(() => windowAt(kind, today, today));
  const [picked, setPicked] = useState<string | null>(null);
  // A new today (past midnight, on a page the browser drew with its own clock) starts the strip
  // again from it. A page the edge served keeps the edge's today while it stands (app/render-facts).
  const [windowToday, setWindowToday] = useState(today);
  if (windowToday !== today) {
    setWindowToday(today);
    setRange(windowAt(kind, today, today));
    setPicked(null);
  }
  const [chosenFormat, setChosenFormat] = useState(ALL);
  const [mine, setMine] = useState(false);
  const teams = useMyTeamsFilter(mine);
  const path = windowPath(kind, range);
  const schedule = useQuery({ queryKey: ['schedule', path], queryFn: (context) => fetchSchedule(path, context) });

  // Results run back from today, so their strip reads newest first.
  const days = kind === 'results' ? windowDays(range).reverse() : windowDays(range);
  const formats = (schedule.data?.gameFormats ?? []).map(String);
  const activeFormat = formats.includes(chosenFormat) ? chosenFormat : ALL;
  const dayMatches = (day: string) => schedule.data?.matches[day] ?? [];
  const ofFormat = (day: string) => dayMatches(day).filter((m) => (activeFormat === ALL || String(m.format) === activeFormat) && teams.keep(m));
  // Until a day is picked, the first day of the strip that has matches is shown.
  const selected = picked && days.includes(picked) ? picked : (days.find((day) => ofFormat(day).length > 0) ?? days[0] ?? today);
  const shown = ofFormat(selected);

  const move = (direction: 'previous' | 'next') => {
    setRange(shiftWindow(kind, range, direction, today));
    setPicked(null);
  };
  const previousBlocked = shiftWindow(kind, range, 'previous', today).from === range.from;
  const nextBlocked = shiftWindow(kind, range, 'next', today).from === range.from;

  return (
    <div className="window-schedule">
      <div className="date-strip" role="group" aria-label="Dates">
        <button type="button" className="date-strip__arrow" onClick={() => move('previous')} disabled={previousBlocked} aria-label="Previous 10 days">
          ‹
        </button>
        <ul>
          {days.map((day) => (
            <li key={day}>
              <button type="button" className="date-strip__day" aria-pressed={day === selected} onClick={() => setPicked(day)} data-date={day}>
                <span>{format(parseISO(day), 'EEE')}</span>
                <strong>{format(parseISO(day), 'd MMM')}</strong>
                <small>{dayMatches(day).length || ''}</small>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="date-strip__arrow" onClick={() => move('next')} disabled={nextBlocked} aria-label="Next 10 days">
          ›
        </button>
        <ScheduleCalendar
          kind={kind}
          today={today}
          selected={selected}
          onPick={(date) => {
            if (!isSelectableDate(kind, date, today)) return;
            setRange(windowAt(kind, date, today));
            setPicked(date);
          }}
        />
      </div>
      <div className="schedule-filters">
        {formats.length > 0 && (
          <div className="chip-row" role="group" aria-label="Format">
            {[ALL, ...formats].map((f) => (
              <button key={f} type="button" className="chip" aria-pressed={f === activeFormat} onClick={() => setChosenFormat(f)}>
                {f === ALL ? 'ALL' : gameFormatLabel(f)}
              </button>
            ))}
          </div>
        )}
        <MyTeamsChip on={mine} onToggle={setMine} />
      </div>
      {schedule.isPending ? (
        <LoadingState />
      ) : schedule.isError ? (
        <ScheduleError />
      ) : shown.length > 0 ? (
        <DayMatches day={selected} matches={shown} />
      ) : mine && !dayMatches(selected).some(teams.keep) ? (
        <MyTeamsEmpty following={teams.following} none={days.some((day) => ofFormat(day).length > 0) ? 'None of your teams plays on this date.' : 'None of your teams plays in these 10 days.'} />
      ) : (
        <EmptyState message={dayMatches(selected).length > 0 ? 'No matches are found for this filter.' : EMPTY_DAY[kind]} />
      )}
    </div>
  );
}
