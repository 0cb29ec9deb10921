// The inside of an ad slot: the 'Advertisement' label and a box of the creative's size, reserved
// before the campaign answers so that nothing around it moves when the creative arrives. An unfilled
// slot (no ads, a failed call, an image that does not load) hides at once but keeps its space while
// it is on screen; it collapses only once out of view, where the content that closes up behind it
// cannot be seen to move (above the viewport the browser's scroll anchoring holds the page still).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
const WIDE = `(min-width: ${AD_DESKTOP_MIN_WIDTH_PX}px)`;

/** The desktop creative is first, the mobile one second; a campaign of one serves both. */
function creativeFor(ads: Ad[], variant: 'desktop' | 'mobile'): Ad | undefined {
  return (variant === 'mobile' ? ads[1] : undefined) ?? ads[0];
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

function Creative({ ad, width, height, onBroken }: { ad: Ad; width: number; height: number; onBroken: () => void }) {
  const image = <img src={ad.image} width={width} height={height} alt="Advertisement" loading="lazy" decoding="async" onError={onBroken} />;
  // The page's origin, not the window's: the edge renders a filled slot too, and has no window.
  const target = adTarget(ad.target, usePageOrigin());
  if (target === null) return image;
  if (target.kind === 'site') return <Link to={target.to}>{image}</Link>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer sponsored">
      {image}
    </a>
  );
}

/** A slot's label and creative, for a slot whose ads are allowed on this page load. */
export function AdFill({ kind }: { kind: AdSlotKind }) {
  const slot = AD_SLOTS[kind];
  const variant = useMediaQuery(WIDE) ? 'desktop' : 'mobile';
  const { width, height } = slot[variant];
  const campaign = useQuery({
    queryKey: ['ads', slot.campaign],
    queryFn: (context) => fetchCampaign(slot.campaign, context),
    staleTime: CAMPAIGN_STALE_MS,
  });
  const [broken, setBroken] = useState<string | null>(null);
  const ad = campaign.data ? creativeFor(campaign.data, variant) : undefined;
  const unfilled = campaign.isError || (campaign.isSuccess && (ad === undefined || broken === ad.image));
  const ref = useRef<HTMLDivElement>(null);
  const collapsed = useLeftView(ref, unfilled);
  if (collapsed) return null;

  const state = unfilled ? 'unfilled' : ad ? 'filled' : 'loading';
  return (
    <div ref={ref} className={`ad-fill ad-fill--${state}`} data-ad-kind={kind} data-ad-state={state}>
      <span className="ad-fill__label" aria-hidden="true">
        Advertisement
      </span>
      {/* The size is per kind and breakpoint, known before the answer: a React style, not markup. */}
      <div className="ad-fill__box" style={{ width: `min(100%, ${width}px)`, aspectRatio: `${width} / ${height}` }}>
        {ad && !unfilled && <Creative ad={ad} width={width} height={height} onBroken={() => setBroken(ad.image)} />}
      </div>
    </div>
  );
}
