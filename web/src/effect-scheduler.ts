// The build runs the app on Preact (web/vite.config.ts aliases React to preact/compat). Preact runs
// effects after the next animation frame, or 35 ms of timer when no frame comes; React runs them in a
// message-channel task right after the commit. Here Preact does as React does:
// - in a hidden tab, where frames stop and timers are slowed to once a second, a live page still
//   subscribes, unsubscribes and starts its timers at once;
// - nothing the app does waits on a timer, so a clock that stands still (a test's) stops only the
//   app's own timers.
import { options } from 'preact';

const channel = new MessageChannel();
let pending: (() => void)[] = [];

channel.port1.onmessage = () => {
  const run = pending;
  pending = [];
  for (const callback of run) callback();
};

options.requestAnimationFrame = (callback: () => void) => {
  pending.push(callback);
  if (pending.length === 1) channel.port2.postMessage(null);
};
