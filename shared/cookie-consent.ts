// The cookie consent banner of SPEC.md section 2. Consent is the flag cookieConsent in local storage,
// which the app reads; a cookie of the same name mirrors it, which the edge reads: the page it serves
// a fan who consented leaves out the banner that the static shell paints for everyone else.

export const CONSENT_KEY = 'cookieConsent';

/** The banner's words: the app's (web/src/components/cookie-banner.tsx) and the static shell's. */
export const CONSENT_COPY = {
  text: 'We use cookies to remember your preferences, measure traffic and show ads. Read our',
  link: 'Cookie Policy',
  href: '/p/cookie-policy',
} as const;
