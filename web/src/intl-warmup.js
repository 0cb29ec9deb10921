// The first Intl call of a page loads the browser's locale and time-zone data: 50 to 100 ms of one
// thread on this machine, four times that on the phone Lighthouse models, and the app makes that
// call while it starts (every API request names the viewer's time zone; every card formats a time).
// That data is shared by all the page's threads, so index.html loads this file early (async, while
// the app's code downloads) and it starts itself as a worker, which makes the first calls off the
// main thread: by the time the app formats a date, the data is loaded. Plain JavaScript, copied
// as it is into the build (web/build/intl-warmup.ts).
if (typeof document === 'undefined') {
  // What the app's first calls ask for: the viewer's zone (web/src/lib/viewer-time-zone.ts), the
  // site's locale with a zone, date and clock fields (shared/format/time.ts), and its number format.
  Intl.DateTimeFormat().resolvedOptions();
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(0);
  new Intl.NumberFormat('en-IN').format(0);
  close();
} else {
  new Worker(document.currentScript.src);
}
