// Every fixed link of the chrome (SPEC.md section 2 'Navigation'), in one place so the top bar, the
// mobile menu, the bottom bar and the footer cannot drift apart.
import type { IconName } from './icon-paths';

export interface SiteLink {
  label: string;
  to: string;
  /** Active for this path and everything under it (Schedule links to /schedule/live but owns /schedule/*). */
  activePrefix?: string;
  /** Read after the label by screen readers and crawlers, where the label alone says little. */
  hint?: string;
}

export interface IconLink extends SiteLink {
  icon: IconName;
}

export const SITE_LINKS = {
  top: [
    { label: 'Home', to: '/' },
    { label: 'Schedule', to: '/schedule/live', activePrefix: '/schedule' },
    { label: 'Cricket News', to: '/cricket-news' },
    { label: 'IPL 2025', to: '/category/ipl-2025' },
    { label: 'Web Stories', to: '/web-stories' },
    { label: 'Fantasy', to: '/fantasy-cricket-tips' },
    { label: 'Series', to: '/series' },
    { label: 'Points Table', to: '/points-table' },
  ] satisfies SiteLink[],
  /** The More dropdown starts with these, then one entry per news category. */
  more: [
    { label: 'Ranking', to: '/ranking' },
    { label: 'Teams', to: '/teams' },
  ] satisfies SiteLink[],
  bottom: [
    { label: 'Home', to: '/', icon: 'home' },
    { label: 'Web Stories', to: '/web-stories', icon: 'stories' },
    { label: 'Fantasy', to: '/fantasy-cricket-tips', icon: 'fantasy' },
    { label: 'Schedule', to: '/schedule/live', activePrefix: '/schedule', icon: 'schedule' },
    { label: 'More', hint: 'categories', to: '/more-categories', icon: 'grid' },
  ] satisfies IconLink[],
  menu: [
    { label: 'Live Score', to: '/schedule/live', activePrefix: '/schedule', icon: 'live' },
    { label: 'News', to: '/cricket-news', icon: 'news' },
    { label: 'Points Table', to: '/points-table', icon: 'table' },
    { label: 'Teams', to: '/teams', icon: 'teams' },
    { label: 'Ranking', to: '/ranking', icon: 'ranking' },
    { label: 'Series', to: '/series', icon: 'trophy' },
  ] satisfies IconLink[],
  /** Outbound only; they open in a new tab. */
  social: [
    { label: 'Instagram', to: 'https://www.instagram.com/cricketedge', icon: 'instagram' },
    { label: 'Facebook', to: 'https://www.facebook.com/cricketedge', icon: 'facebook' },
    { label: 'Youtube', to: 'https://www.youtube.com/@cricketedge', icon: 'youtube' },
    { label: 'X', to: 'https://x.com/cricketedge', icon: 'x' },
  ] satisfies IconLink[],
  policies: [
    { label: 'Privacy Policy', to: '/p/privacy-policy' },
    { label: 'Terms of Use', to: '/p/terms-of-use' },
    { label: 'Correction Policy', to: '/p/correction-policy' },
    { label: 'Fact Check Policy', to: '/p/fact-check-policy' },
    { label: 'Cookie Policy', to: '/p/cookie-policy' },
    { label: 'DMCA Policy', to: '/p/dmca-policy' },
    { label: 'Disclaimer Policy', to: '/p/disclaimer-policy' },
  ] satisfies SiteLink[],
  company: [
    { label: 'About Us', to: '/about-us' },
    { label: 'Contact Us', to: '/contact-us' },
  ] satisfies SiteLink[],
};

export { SITE_NAME } from '../../../shared/constants';

/** A match centre: /series/{series}/schedule/{match}, with or without its tab. */
const MATCH_CENTRE = /^\/series\/[^/]+\/schedule\/[^/]+/;

/**
 * Whether `link` is the page at `pathname` (Home only for '/', others for their whole subtree). A
 * match centre sits under its series' path, but it is one of the schedule's matches to a fan: it is
 * Schedule's, not Series'.
 */
export function isActiveLink(link: SiteLink, pathname: string): boolean {
  const prefix = link.activePrefix ?? link.to;
  if (MATCH_CENTRE.test(pathname)) return prefix === '/schedule';
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
