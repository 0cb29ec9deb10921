// The inside of an ad slot: the 'Advertisement' label and a box of the creative's size, reserved
// before the campaign answers so that nothing around it moves when the creative arrives. An unfilled
// slot (no ads, a failed call, an image that does not load) hides at once but keeps its space while
// it is on screen; it collapses only once out of view, where the content that closes up behind it
// cannot be seen to move (above the viewport the browser's scroll anchoring holds the page still).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { usePageOrigin } from '../../app/render-facts';
import { Link } from '../link';
import { AD_DESKTOP_MIN_WIDTH_PX, AD_SLOTS, type AdSlotKind } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/schemas/site';
import { adTarget } from './ad-target';
import { fetchCampaign } from './ads-api';
import { useMediaQuery } from './use-media-query';
import './ad-slot.css';

/** A campaign's answer hardly changes within a visit; one request per campaign serves every slot. */
const CAMPAIGN_STALE_MS = 5 * 60_000;
/** The desktop creative's width up; ad-slot.css switches the box at the same width. */
const WIDE = `(min-width: ${AD_DESKTOP_MIN_WIDTH_PX}px)`;

/** The desktop creative is first, the mobile one second; a campaign of one serves both. */
function creatives(ads: Ad[]): { desktop: Ad; mobile: Ad } | undefined {
  const [desktop, mobile = desktop] = ads;
  return desktop && mobile ? { desktop, mobile } : undefined;
}

/** True from the moment the element, while `watch` holds, is seen outside the viewport. */
function useLeftView(ref: React.RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [left, setLeft] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!watch || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting)) setLeft(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, watch]);
  return left;
}

/**
 * The creative for this width. The picture chooses its image by the stylesheet's breakpoint, so the
 * page the edge renders (which knows no width) shows the right one from the first paint; the link is
 * the chosen creative's, which the app knows once it runs (on the edge, the mobile one's).
 */
function Creative({ pair, sizes, onBroken }: { pair: { desktop: Ad; mobile: Ad }; sizes: SlotSizes; onBroken: () => void }) {
  const wide = useMediaQuery(WIDE);
  const image = (
    <picture>
      {pair.desktop.image !== pair.mobile.image && <source media={WIDE} srcSet={pair.desktop.image} width={sizes.desktop.width} height={sizes.desktop.height} />}
      <img src={pair.mobile.image} width={sizes.mobile.width} height={sizes.mobile.height} alt="Advertisement" loading="lazy" decoding="async" onError={onBroken} />
    </picture>
  );
  // The page's origin, not the window's: the edge renders a filled slot too, and has no window.
  const target = adTarget((wide ? pair.desktop : pair.mobile).target, usePageOrigin());
  if (target === null) return image;
  if (target.kind === 'site') return <Link to={target.to}>{image}</Link>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer sponsored">
      {image}
    </a>
  );
}

type SlotSizes = (typeof AD_SLOTS)[AdSlotKind];

/**
 * A slot's label and creative, for a slot whose ads are allowed on this page load. Its campaign is
 * asked for once `asked` holds; until then the slot keeps its box, empty.
 */
export function AdFill({ kind, asked = true }: { kind: AdSlotKind; asked?: boolean }) {
  const sizes = AD_SLOTS[kind];
  const campaign = useQuery({
    queryKey: ['ads', sizes.campaign],
    queryFn: (context) => fetchCampaign(sizes.campaign, context),
    staleTime: CAMPAIGN_STALE_MS,
    enabled: asked,
  });
  const [broken, setBroken] = useState<Ad[] | null>(null);
  const pair = campaign.data ? creatives(campaign.data) : undefined;
  const unfilled = campaign.isError || (campaign.isSuccess && (pair === undefined || broken === campaign.data));
  const ref = useRef<HTMLDivElement>(null);
  const collapsed = useLeftView(ref, unfilled);
  if (collapsed) return null;

  const state = unfilled ? 'unfilled' : pair ? 'filled' : 'loading';
  // The box's size for either width, known before the answer; the stylesheet picks one by width.
  const box = {
    '--ad-mobile-width': `${sizes.mobile.width}px`,
    '--ad-mobile-ratio': `${sizes.mobile.width} / ${sizes.mobile.height}`,
    '--ad-desktop-width': `${sizes.desktop.width}px`,
    '--ad-desktop-ratio': `${sizes.desktop.width} / ${sizes.desktop.height}`,
  } as CSSProperties;
  return (
    <div ref={ref} className={`ad-fill ad-fill--${state}`} data-ad-kind={kind} data-ad-state={state}>
      <span className="ad-fill__label" aria-hidden="true">
        Advertisement
      </span>
      <div className="ad-fill__box" style={box}>
        {pair && !unfilled && <Creative pair={pair} sizes={sizes} onBroken={() => setBroken(campaign.data ?? null)} />}
      </div>
    </div>
  );
}
