// One alert per key event in the whole browser: across the tabs of the site, across reconnects and
// page loads. Each tab that learns of an event claims it, one claim at a time (a Web Lock held by
// all the site's tabs of the browser); the first claim wins and is remembered, later ones see it.

const ALERTED_KEY = 'alertedKeyEvents';
/** Ids remembered: hours of play of several matches, and never more than a few KB. */
const ALERTED_KEPT = 200;
const LOCK_NAME = 'key-event-alerts';

/** True when this tab is the one to alert of `id`; false when one has already, here or elsewhere. */
export async function claimAlert(id: string): Promise<boolean> {
  const claim = (): boolean => {
    const alerted = readAlerted();
    if (alerted.includes(id)) return false;
    try {
      localStorage.setItem(ALERTED_KEY, JSON.stringify([...alerted, id].slice(-ALERTED_KEPT)));
    } catch {
      // Storage refused: this tab still alerts once, from its own memory of the page's events.
    }
    return true;
  };
  return 'locks' in navigator ? navigator.locks.request(LOCK_NAME, claim) : claim();
}

function readAlerted(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ALERTED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
