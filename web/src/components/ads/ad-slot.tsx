import type { AdSlotKind } from '../../../../shared/constants';
import { AdFill } from './ad-fill';
import { useAdsConfig } from './ads-config';
import { useMediaQuery } from './use-media-query';

interface AdSlotProps {
  kind: AdSlotKind;
  /** Shown only from this viewport width up (an aside that is a column only on wide screens). */
  minWidth?: number;
  className?: string;
}

/**
 * A display ad slot (SPEC section 1), named 'Advertisement' for screen readers. Nothing at all, and
 * no request, unless ads are on for this page load (production host, not a crawler).
 */
export function AdSlot({ kind, minWidth = 0, className }: AdSlotProps) {
  const config = useAdsConfig();
  // The edge knows no screen width (the query's server value is false): a slot for every width is in
  // the page it renders; an aside for wide screens joins once the app runs.
  const wideEnough = useMediaQuery(`(min-width: ${minWidth}px)`) || minWidth === 0;
  if (!config?.enabled || !wideEnough) return null;
  return (
    <aside className={className ? `ad-slot ad-slot--${kind} ${className}` : `ad-slot ad-slot--${kind}`} aria-label="Advertisement">
      <AdFill kind={kind} />
    </aside>
  );
}
