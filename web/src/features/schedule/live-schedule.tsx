import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../../../../shared/constants';
import type { Match } from '../../../../shared/schemas/match';
import { ScheduleResponseSchema, type ScheduleResponse } from '../../../../shared/schemas/schedule';
import { EmptyState } from '../../components/page/empty-state';
import { LoadingState } from '../../components/page/loading-state';
import { useLiveData } from '../../components/page/use-live-data';
import { LiveStatus } from '../../lib/live/live-status';
import { MyTeamsChip, MyTeamsEmpty, useMyTeamsFilter } from '../my-teams/my-teams-filter';
import { DayMatches } from './day-matches';
import { fetchSchedule } from './schedule-api';
import { ScheduleError } from './schedule-error';
import type { ApiContext } from '../../lib/api-client';

/** Pages merged into one list by day, newest day first as the upstream orders them, each match once. */
function mergeDays(pages: ScheduleResponse[]): [string, Match[]][] {
  const days = new Map<string, Match[]>();
  const seen = new Set<number>();
  for (const page of pages) {
    for (const [day, matches] of Object.entries(page.matches)) {
      const list = days.get(day) ?? [];
      for (const match of matches) if (!seen.has(match.match_id)) (seen.add(match.match_id), list.push(match));
      days.set(day, list);
    }
  }
  return [...days.entries()].filter(([, list]) => list.length > 0).sort(([a], [b]) => b.localeCompare(a));
}

/**
 * Live now. Page 1 is pushed on the schedule-live topic (the edge polls it every 5 s, not the
 * browser); further pages load once each as the bottom sentinel comes into view (SPEC section 4).
 */
export function LiveSchedule() {
  const live = useLiveData('schedule-live', ScheduleResponseSchema);
  const [pageCount, setPageCount] = useState(1);
  const [mine, setMine] = useState(false);
  const teams = useMyTeamsFilter(mine);
  const more = useQueries({
    queries: Array.from({ length: pageCount - 1 }, (_, i) => i + 2).map((page) => ({
      queryKey: ['schedule-live', page],
      queryFn: (context: ApiContext) => fetchSchedule(`/v1/matches/schedule/live?page=${page}`, context),
    })),
  });
  const last = pageCount === 1 ? live.value : more[more.length - 1]?.data;
  const canLoadMore = Boolean(last?.hasNextPage) && !more.some((q) => q.isFetching);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoadMore) return;
    let lastRun = 0;
    const observer = new IntersectionObserver((entries) => {
      const now = Date.now();
      if (!entries.some((e) => e.isIntersecting) || now - lastRun < INFINITE_SCROLL_THROTTLE_MS) return;
      lastRun = now;
      setPageCount((count) => count + 1);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoadMore]);

  if (live.error) return <ScheduleError />;
  if (!live.value) return <LoadingState />;
  const days = mergeDays([live.value, ...more.flatMap((q) => (q.data ? [q.data] : []))]);
  const shown = days.map(([day, matches]) => [day, matches.filter(teams.keep)] as const).filter(([, matches]) => matches.length > 0);
  return (
    <div className="live-schedule">
      <div className="schedule-filters">
        <LiveStatus state={live} />
        <MyTeamsChip on={mine} onToggle={setMine} />
      </div>
      {days.length === 0 ? (
        <EmptyState message="No Live Matches available" />
      ) : shown.length === 0 ? (
        <MyTeamsEmpty following={teams.following} none="None of your teams is playing now." />
      ) : (
        shown.map(([day, matches]) => <DayMatches key={day} day={day} matches={matches} />)
      )}
      {more.some((q) => q.isError) && <ScheduleError />}
      <div ref={sentinel} className="live-schedule__sentinel" aria-hidden="true" />
    </div>
  );
}
