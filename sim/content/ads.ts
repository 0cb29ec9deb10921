// House ads per campaign (GET /v1/ads/{campaign}) and the banner artwork they point at. An unknown
// campaign answers an empty list: an unfilled slot, which the site hides (SPEC.md section 1).
import { media } from '../media/urls';
import type { SimConfig } from '../world/types';

export interface AdArt {
  width: number;
  height: number;
  headline: string;
  sub: string;
  colors: [string, string];
}

/** Every banner image by name; the media route draws them from this. */
export const AD_ART: Record<string, AdArt> = {
  'promo-banner': { width: 728, height: 90, headline: 'Fantasy tips for every match', sub: 'Captain picks, pitch reports and playing XIs', colors: ['#0b3d2e', '#f5c518'] },
  'promo-banner-mobile': { width: 320, height: 100, headline: 'Fantasy tips daily', sub: 'Pick your captain', colors: ['#0b3d2e', '#f5c518'] },
  'match-banner': { width: 728, height: 90, headline: 'Watch the big match live', sub: 'Ball-by-ball scores and live blog', colors: ['#1d3557', '#e63946'] },
  'match-banner-mobile': { width: 320, height: 100, headline: 'The big match, live', sub: 'Every ball, every wicket', colors: ['#1d3557', '#e63946'] },
  'home-top': { width: 970, height: 90, headline: 'Live scores, news and web stories', sub: 'All of cricket in one place', colors: ['#264653', '#e9c46a'] },
  'home-top-mobile': { width: 320, height: 100, headline: 'All of cricket, live', sub: 'Scores, news and stories', colors: ['#264653', '#e9c46a'] },
  sidebar: { width: 300, height: 250, headline: 'Never miss a wicket', sub: 'Follow live matches', colors: ['#3a0ca3', '#4cc9f0'] },
  'in-article': { width: 300, height: 250, headline: 'Read the weekly recap', sub: 'Every result, every record', colors: ['#6a040f', '#ffba08'] },
  'in-article-wide': { width: 728, height: 90, headline: 'Read the weekly recap', sub: 'Every result, every record of the week', colors: ['#6a040f', '#ffba08'] },
  'social-card': { width: 1200, height: 630, headline: 'Cricket Edge', sub: 'Live scores, news and fantasy tips', colors: ['#0b3d2e', '#2a9d8f'] },
};

/**
 * One campaign per kind of slot (docs/upstream-api.md, "Ad campaigns"): the desktop creative first,
 * then the mobile one. The aside links off the site, so the site's handling of outside targets shows.
 */
const CAMPAIGNS: Record<string, { target: string; art: string }[]> = {
  'promo-banner': [
    { target: '/fantasy-cricket-tips', art: 'promo-banner' },
    { target: '/fantasy-cricket-tips', art: 'promo-banner-mobile' },
  ],
  'match-banner': [
    { target: '/schedule/live', art: 'match-banner' },
    { target: '/schedule/live', art: 'match-banner-mobile' },
  ],
  'below-carousel': [
    { target: '/schedule/live', art: 'home-top' },
    { target: '/schedule/live', art: 'home-top-mobile' },
  ],
  aside: [
    { target: 'https://tickets.example.com/cricket', art: 'sidebar' },
    { target: 'https://tickets.example.com/cricket', art: 'sidebar' },
  ],
  'in-article': [
    { target: '/cricket-news', art: 'in-article-wide' },
    { target: '/cricket-news', art: 'in-article' },
  ],
};

export function adsFor(config: SimConfig, campaign: string): { target: string; image: string }[] {
  return (CAMPAIGNS[campaign] ?? []).map((a) => ({ target: a.target, image: media.ad(config, a.art) }));
}
