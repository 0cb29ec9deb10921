// Whether this page load may push ads (SPEC section 1: only on the production host, never to
// crawlers), held outside React so that a slot's first render already knows. A slot that learnt it a
// render later would appear after the content around it and push that content down. So the settings
// are read when this module loads, with the app (from the page, where the edge embeds them, else from
// /app-config.json), and pages with slots wait for them alongside their own code (adsConfigSettled).
// An answer slower than ADS_CONFIG_WAIT_MS means no ads on this page load rather than a page held up
// or slots dropping in late.
import { useSyncExternalStore } from 'react';
import { useRenderedAds } from '../../app/render-facts';
import { appConfig } from '../../lib/app-config';
import { isCrawler } from '../../../../shared/crawler';
import { inBrowser } from '../../lib/in-browser';

export interface AdsConfig {
  /** Ads are requested and shown on this page load. */
  enabled: boolean;
  /** The one match whose pages show the match banner, or null. */
  promoMatchId: number | null;
}

const OFF: AdsConfig = { enabled: false, promoMatchId: null };
const ADS_CONFIG_WAIT_MS = 1_500;

let current: AdsConfig | null = null;
const listeners = new Set<() => void>();

function settle(value: AdsConfig): void {
  if (current !== null) return;
  current = value;
  for (const listener of listeners) listener();
}

// A crawler never asks: its pages are read without ads, and nothing about them is fetched. On the
// edge the render's own settings stand (useAdsConfig), not this page load's.
if (!inBrowser || isCrawler(navigator.userAgent)) settle(OFF);
else {
  appConfig().then(
    (config) => settle({ enabled: config.adsEnabled, promoMatchId: config.promoMatchId }),
    // Without the configuration there is no knowing the host is the production one: no ads.
    () => settle(OFF),
  );
  setTimeout(() => settle(OFF), ADS_CONFIG_WAIT_MS);
}

/** Resolves once this page load's ads settings are known (at most ADS_CONFIG_WAIT_MS after start). */
export function adsConfigSettled(): Promise<void> {
  if (current !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      listeners.delete(done);
      resolve();
    };
    listeners.add(done);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The ads settings of this page load; null until known (slots show nothing until then). On the edge,
 * and while the browser hydrates its page, the settings the edge rendered the page with: its slots
 * are in place from the first paint, and the same when the app takes them over.
 */
export function useAdsConfig(): AdsConfig | null {
  const rendered = useRenderedAds();
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => rendered,
  );
}
