import { format, parseISO } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './schedule-calendar.css';
import type { CalendarDate } from '../../../../shared/format/calendar-date';
import type { ScheduleWindowKind } from '../../../../shared/format/schedule-window';

interface Props {
  kind: ScheduleWindowKind;
  today: CalendarDate;
  selected: CalendarDate;
  onPick: (date: CalendarDate) => void;
}

/**
 * The calendar button of the date strip. Upcoming offers no day before today and results none
 * after it (SPEC section 4), so a pick always lands on a window the API can answer.
 */
export function ScheduleCalendar({ kind, today, selected, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const todayDate = parseISO(today);

  // Close on a click outside or Escape, as a popover should.
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="schedule-calendar" ref={box}>
      <button type="button" className="date-strip__calendar" aria-expanded={open} aria-label="Pick a date" onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z" />
        </svg>
      </button>
      {open && (
        <div className="schedule-calendar__popover" role="dialog" aria-label="Calendar">
          <DayPicker
            mode="single"
            required
            selected={parseISO(selected)}
            defaultMonth={parseISO(selected)}
            // The strip's today, in the page's zone: the picker's own would be the device's, which
            // for hours each day is on another date than the page's (a disabled day marked today).
            today={todayDate}
            disabled={kind === 'upcoming' ? { before: todayDate } : { after: todayDate }}
            onSelect={(date) => {
              if (!date) return;
              onPick(format(date, 'yyyy-MM-dd'));
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
