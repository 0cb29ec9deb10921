// The cookie consent flag of SPEC.md section 2, in local storage under `cookieConsent`.
const CONSENT_KEY = 'cookieConsent';

const listeners = new Set<() => void>();

export const cookieConsent = {
  given(): boolean {
    return localStorage.getItem(CONSENT_KEY) === 'true';
  },
  give(): void {
    localStorage.setItem(CONSENT_KEY, 'true');
    for (const listener of listeners) listener();
  },
  /** Also follows other tabs, so OK in one tab hides the banner in all. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === CONSENT_KEY && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
