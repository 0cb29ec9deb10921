import { useEffect, useSyncExternalStore } from 'react';
import { CONSENT_COPY } from '../../../shared/cookie-consent';
import { cookieConsent } from '../lib/cookie-consent';

/**
 * The cookie consent banner (SPEC section 2): shown until OK is pressed. It sits outside the router,
 * so the policy link is a plain link (a full page load; the banner stays until OK). The static shell
 * paints the same banner before any script has run, unless the edge saw the consent cookie.
 */
export function CookieBanner() {
  // The server snapshot says "given" so nothing flashes before the browser's answer is known.
  const given = useSyncExternalStore(cookieConsent.subscribe, cookieConsent.given, () => true);
  // Fans who consented before the cookie existed, or cleared their storage: the edge learns it now.
  useEffect(() => cookieConsent.mirror(), [given]);
  if (given) return null;
  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p>
        {CONSENT_COPY.text} <a href={CONSENT_COPY.href}>{CONSENT_COPY.link}</a>.
      </p>
      <button type="button" className="button button--small" onClick={cookieConsent.give}>
        OK
      </button>
    </section>
  );
}

/**
 * Makes the OK of the banner the static shell painted work before the app has drawn its own: the
 * app starts once the page's code has loaded, and a fan may answer the banner first.
 */
export function answerServedBanner(root: HTMLElement): void {
  const banner = root.querySelector('.cookie-banner');
  banner?.querySelector('button')?.addEventListener('click', () => {
    cookieConsent.give();
    banner.remove();
  });
}
