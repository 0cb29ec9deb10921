// The public part of the configuration, served to the SPA at GET /app-config.json: only what a page
// needs at start, never a secret. Its shape is parsed again in web/src/lib/app-config.ts.
import type { Config } from './config';

export interface PublicConfig {
  googleClientId: string;
  /** /login offers the development sign-in (DEV_SIGN_IN: a site on the simulator, never production). */
  devSignIn: boolean;
  /** SPEC section 1: ads are pushed only on the production host (ADS_HOST, else PRODUCTION_HOST). */
  adsEnabled: boolean;
  /** The match whose pages show the match banner, or null. */
  promoMatchId: number | null;
  /** The site's VAPID public key, which a browser subscribes to push with; null: no push alerts here. */
  pushPublicKey: string | null;
}

/** What the SPA is told when loaded from `url`: ads are on only when its host is the ads host. */
export function publicConfig(
  settings: Pick<Config, 'GOOGLE_CLIENT_ID' | 'DEV_SIGN_IN' | 'ADS_HOST' | 'PROMO_MATCH_ID' | 'VAPID_PUBLIC_KEY'>,
  url: string,
): PublicConfig {
  const host = new URL(url).hostname.toLowerCase();
  return {
    googleClientId: settings.GOOGLE_CLIENT_ID,
    devSignIn: settings.DEV_SIGN_IN,
    adsEnabled: settings.ADS_HOST !== '' && host === settings.ADS_HOST,
    promoMatchId: settings.PROMO_MATCH_ID,
    pushPublicKey: settings.VAPID_PUBLIC_KEY || null,
  };
}
