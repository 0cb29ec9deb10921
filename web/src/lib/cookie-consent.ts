// The cookie consent flag of SPEC.md section 2, in local storage under `cookieConsent`, mirrored in
// a cookie of the same name for the edge (shared/cookie-consent.ts).
import { CONSENT_KEY } from '../../../shared/cookie-consent';

/** A year: the mirror is written again on every visit, so it lasts as long as the fan keeps coming. */
const MIRROR_MAX_AGE_S = 365 * 24 * 60 * 60;

const listeners = new Set<() => void>();

export const cookieConsent = {
  given(): boolean {
    return localStorage.getItem(CONSENT_KEY) === 'true';
  },
  give(): void {
    localStorage.setItem(CONSENT_KEY, 'true');
    cookieConsent.mirror();
    for (const listener of listeners) listener();
  },
  /**
   * Writes the flag to the cookie the edge reads, or clears it: local storage is what counts, so a
   * fan who cleared it sees the banner again from the first paint on.
   */
  mirror(): void {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = cookieConsent.given()
      ? `${CONSENT_KEY}=true; Path=/; Max-Age=${MIRROR_MAX_AGE_S}; SameSite=Lax${secure}`
      : `${CONSENT_KEY}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
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
