/**
 * Calls `fn` at most once per `waitMs`, on the leading edge and once more on the trailing edge, so
 * the last event of a burst (where a scroll stops) is never lost.
 */
export function throttle(fn: () => void, waitMs: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    last = Date.now();
    timer = undefined;
    fn();
  };
  return {
    run() {
      const wait = waitMs - (Date.now() - last);
      if (wait <= 0) fire();
      else timer ??= setTimeout(fire, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
