/** SPEC section 8: schedule errors show an empty red block and the list is hidden. */
export function ScheduleError() {
  return (
    <div className="schedule-error" role="alert">
      <span className="visually-hidden">Something Went Wrong...</span>
    </div>
  );
}
