import type { AdSlotKind } from '../../../../shared/constants';
import { AdFill } from './ad-fill';
import { useAdsConfig } from './ads-config';
import { useMediaQuery } from './use-media-query';

interface AdSlotProps {
  kind: AdSlotKind;
  /**
   * Shown only from this viewport width up (an aside that is a column only on wide screens). The
   * stylesheet hides it below (ad-slot.css, `.ad-slot--from-wide`, the same width), so the slot is in
   * the page the edge renders, whose width it cannot know; its campaign is asked for only where it shows.
   */
  minWidth?: number;
  className?: string;
}

/**
 * A display ad slot (SPEC section 1), named 'Advertisement' for screen readers. Nothing at all, and
 * no request, unless ads are on for this page load (production host, not a crawler).
 */
export function AdSlot({ kind, minWidth = 0, className }: AdSlotProps) {
  const config = useAdsConfig();
  // False on the edge and while the app takes its page over: the slot is drawn, its campaign not asked.
  const wideEnough = useMediaQuery(`(min-width: ${minWidth}px)`) || minWidth === 0;
  if (!config?.enabled) return null;
  const classes = ['ad-slot', `ad-slot--${kind}`, minWidth > 0 && 'ad-slot--from-wide', className].filter(Boolean).join(' ');
  return (
    <aside className={classes} aria-label="Advertisement">
      <AdFill kind={kind} asked={wideEnough} />
    </aside>
  );
}
