// The page a fan sees before any script has run: the site's header, a content skeleton and the
// phone's bottom bar, written into index.html's #root at build time from the same links and icons
// the React chrome uses (web/src/components/site-links.ts, icon-paths.ts) and styled by the entry
// stylesheet alone (the Content-Security-Policy allows no inline style). React's first render
// replaces it with the same chrome in the same place, so taking over neither flashes nor shifts.
// Without JavaScript the links still work: the menu buttons become links to the categories page.
// It ends with the cookie banner, which the edge leaves out for a fan who consented.
import type { Plugin } from 'vite';
import { CONSENT_COPY } from '../../shared/cookie-consent';
import { ICON_PATHS, type IconName } from '../src/components/icon-paths';
import { SITE_LINKS, SITE_NAME, type SiteLink } from '../src/components/site-links';

const ROOT = '<div id="root"></div>';

/** Vite plugin: fills index.html's empty #root with the static shell. */
export function staticShell(): Plugin {
  return {
    name: 'static-shell',
    transformIndexHtml(html) {
      if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to fill with the static shell`);
      return html.replace(ROOT, `<div id="root">${shellHtml()}</div>`);
    },
  };
}

export function shellHtml(): string {
  return `<div class="app"><a href="#main-content" class="skip-link">Skip to content</a>${header()}<main id="main-content" class="content" tabindex="-1">${NO_SCRIPT}${PAGE_SKELETON_HTML}</main>${bottomBar()}${cookieBanner()}</div>`;
}

/** Shown only where scripts are off: the pages are drawn by the app, so say what is missing. */
const NO_SCRIPT = `<noscript><p class="noscript-note">Turn on JavaScript to follow live scores, news and the rest of ${text(SITE_NAME)}.</p></noscript>`;

/** The page's place until the app's first render, which is the page itself (src/main.tsx). */
const PAGE_SKELETON_HTML =
  '<div class="page-skeleton" role="status" aria-busy="true" aria-label="Loading">' +
  '<span class="page-skeleton__line page-skeleton__line--short"></span><span class="page-skeleton__line"></span>' +
  '<span class="page-skeleton__block"></span><span class="page-skeleton__block"></span><span class="page-skeleton__block"></span></div>';

function header(): string {
  const links = SITE_LINKS.top.map((link) => `<li><a href="${link.to}" class="nav-link">${text(link.label)}</a></li>`).join('');
  return (
    '<header class="site-header"><div class="site-header__row">' +
    `<a href="/more-categories" class="icon-button mobile-menu__open" aria-label="Menu">${icon('menu')}</a>` +
    `<a href="/" class="brand" aria-label="${text(SITE_NAME)} home">${BRAND_MARK}<span class="brand__name">${text(SITE_NAME)}</span></a>` +
    `<a href="/login" class="account-button">${icon('user', 18)}<span>Login</span></a></div>` +
    `<nav class="site-nav" aria-label="Main"><ul class="site-nav__links">${links}</ul>` +
    `<div class="more-menu"><a href="/more-categories" class="nav-link more-menu__button">More ${icon('chevron', 16)}</a></div></nav></header>`
  );
}

function bottomBar(): string {
  const items = SITE_LINKS.bottom.map(
    (link) => `<li><a href="${link.to}" class="bottom-bar__link">${icon(link.icon, 22)}<span>${label(link)}</span></a></li>`,
  );
  return `<nav class="bottom-bar" aria-label="Quick links"><ul>${items.join('')}</ul></nav>`;
}

/** components/cookie-banner.tsx: its OK works once the app has taken over (a second on a phone). */
function cookieBanner(): string {
  return (
    `<section class="cookie-banner" aria-label="Cookie consent"><p>${text(CONSENT_COPY.text)} ` +
    `<a href="${CONSENT_COPY.href}">${text(CONSENT_COPY.link)}</a>.</p>` +
    '<button type="button" class="button button--small">OK</button></section>'
  );
}

function label(link: SiteLink): string {
  return text(link.label) + (link.hint ? `<span class="visually-hidden"> ${text(link.hint)}</span>` : '');
}

function icon(name: IconName, size = 24): string {
  return (
    `<svg class="icon" viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="2" ` +
    `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${ICON_PATHS[name]}"></path></svg>`
  );
}

/** components/brand-mark.tsx at its default size. */
const BRAND_MARK =
  '<svg class="brand-mark" viewBox="0 0 64 64" width="30" height="30" aria-hidden="true" focusable="false">' +
  '<circle cx="32" cy="32" r="29" fill="var(--ball)"></circle><path d="M17 12c9 9 9 31 0 40M47 12c-9 9-9 31 0 40" stroke="#fff" ' +
  'stroke-width="2.5" fill="none" stroke-dasharray="3.5 3" stroke-linecap="round"></path></svg>';

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
