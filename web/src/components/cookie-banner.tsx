import { useEffect, useSyncExternalStore } from 'react';
import { CONSENT_COPY } from '../../../shared/cookie-consent';
import { useRenderedConsent } from '../app/render-facts';
import { cookieConsent } from '../lib/cookie-consent';

/**
 * The cookie consent banner (SPEC section 2): shown until OK is pressed. It sits outside the router,
 * so the policy link is a plain link (a full page load; the banner stays until OK). The static shell
 * paints the same banner before any script has run, unless the edge saw the consent cookie.
 */
export function CookieBanner() {
  // The server snapshot is what the edge saw in the consent cookie when it rendered the page; with no
  // edge render, "given", so nothing flashes before the browser's answer is known.
  const rendered = useRenderedConsent();
  const given = useSyncExternalStore(cookieConsent.subscribe, cookieConsent.given, () => rendered ?? true);
  // Fans who consented before the cookie existed, or cleared their storage: the edge learns it now.
  useEffect(() => cookieConsent.mirror(), [given]);
  if (given) return null;
  return (
    // An OK pressed before the app took over the edge's page hid the banner (answerServedBanner):
    // hydration keeps it hidden, and the next render takes it away.
    <section className="cookie-banner" aria-label="Cookie consent" suppressHydrationWarning>
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
 * Makes the OK of the banner the page was served with work before the app has taken it over: the
 * app starts once the page's code has loaded, and a fan may answer the banner first. Hidden, not
 * removed: hydrating the edge's page, React expects the element where it rendered it.
 */
export function answerServedBanner(root: HTMLElement): void {
  const banner = root.querySelector<HTMLElement>('.cookie-banner');
  banner?.querySelector('button')?.addEventListener('click', () => {
    cookieConsent.give();
    banner.hidden = true;
  });
}
