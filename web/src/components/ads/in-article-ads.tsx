// The in-article slot (SPEC section 2): the sanitiser turns {{GOOGLE_AD_1}} into an empty
// <aside class="ad-slot" data-ad-slot="in-article" aria-label="Advertisement">, hidden while empty.
// Each such placeholder in the rendered HTML gets the slot's fill through a portal, so the ad sits
// exactly where the editor put it and the sanitised markup is never touched.
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { AdFill } from './ad-fill';
import { useAdsConfig } from './ads-config';

const PLACEHOLDER = 'aside.ad-slot[data-ad-slot="in-article"]';

/** Fills the in-article placeholders inside `root`; `html` is what root holds, to look again when it changes. */
export function InArticleAds({ root, html }: { root: HTMLElement | null; html: string }) {
  const config = useAdsConfig();
  const [slots, setSlots] = useState<Element[]>([]);
  useLayoutEffect(() => {
    setSlots(root ? Array.from(root.querySelectorAll(PLACEHOLDER)) : []);
  }, [root, html]);
  if (!config?.enabled) return null;
  return slots.map((slot, index) => createPortal(<AdFill kind="in-article" />, slot, `in-article-${index}`));
}
