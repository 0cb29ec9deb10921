import { AdSlot } from './ad-slot';
import { useAdsConfig } from './ads-config';

/** SPEC section 1: the banner one match shows, on that match's pages only (PROMO_MATCH_ID). */
export function MatchBanner({ matchId }: { matchId: number | null | undefined }) {
  const config = useAdsConfig();
  if (matchId == null || config?.promoMatchId !== matchId) return null;
  return <AdSlot kind="match-banner" />;
}
