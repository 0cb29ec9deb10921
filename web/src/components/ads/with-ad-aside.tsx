import type { ReactNode } from 'react';
import { AdSlot } from './ad-slot';
import './ad-slot.css';

/**
 * The aside ad slot beside `children`: a 300 px column from this width, where a page has room for
 * one (the stylesheet's breakpoint for `.ad-columns`, ad-slot.css). Narrower, there is no aside: below
 * the content it would sit under whatever loads there and be pushed down when it does.
 */
export const AD_ASIDE_MIN_WIDTH_PX = 1024;

export function WithAdAside({ children }: { children: ReactNode }) {
  return (
    <div className="ad-columns">
      <div className="ad-columns__main">{children}</div>
      <AdSlot kind="aside" minWidth={AD_ASIDE_MIN_WIDTH_PX} />
    </div>
  );
}
