import type { ScheduleWindowKind } from '../../../../shared/format/schedule-window';
import { PageFrame } from '../../components/page/page-frame';
import { TabBar } from '../../components/page/tab-bar';
import { LiveSchedule } from './live-schedule';
import { WindowSchedule } from './window-schedule';

export type ScheduleKind = 'live' | ScheduleWindowKind;

const TABS: { key: ScheduleKind; label: string }[] = [
  { key: 'live', label: 'Live' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'results', label: 'Results' },
];

/** /schedule/{live|upcoming|results}: the tab bar over the live list or a dated window. */
export function SchedulePage({ kind }: { kind: ScheduleKind }) {
  const label = TABS.find((tab) => tab.key === kind)?.label ?? 'Live';
  return (
    <>
      <PageFrame title="Cricket Schedule" crumbs={[{ label: 'Schedule', to: '/schedule/live' }, { label }]} className="schedule-page">
        <TabBar label="Schedule tabs" active={kind} tabs={TABS.map((tab) => ({ ...tab, to: `/schedule/${tab.key}` }))} />
        {kind === 'live' ? <LiveSchedule /> : <WindowSchedule key={kind} kind={kind} />}
      </PageFrame>
    </>
  );
}
