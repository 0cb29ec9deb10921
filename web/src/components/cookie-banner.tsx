import { useSyncExternalStore } from 'react';
import { cookieConsent } from '../lib/cookie-consent';

/**
 * The cookie consent banner (SPEC section 2): shown until OK is pressed. It sits outside the router,
 * so the policy link is a plain link (a full page load; the banner stays until OK).
 */
export function CookieBanner() {
  // The server snapshot says "given" so nothing flashes before the browser's answer is known.
  const given = useSyncExternalStore(cookieConsent.subscribe, cookieConsent.given, () => true);
  if (given) return null;
  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p>
        We use cookies to remember your preferences, measure traffic and show ads. Read our{' '}
        <a href="/p/cookie-policy">Cookie Policy</a>.
      </p>
      <button type="button" className="button button--small" onClick={cookieConsent.give}>
        OK
      </button>
    </section>
  );
}
