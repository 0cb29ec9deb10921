import { useLocation } from 'react-router-dom';
import { Link } from './link';
import { AccountButton } from './account-button';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { MoreMenu } from './more-menu';
import { isActiveLink, SITE_LINKS, SITE_NAME } from './site-links';

interface TopBarProps {
  /** The page type's title ('Schedule', 'IND vs AUS'); null on pages without one. */
  title: string | null;
  /** Slid away while scrolling down on phones (the stylesheet applies it only below 768 px). */
  hidden: boolean;
}

/** The site header: brand and page title, account button, and the main navigation. */
export function TopBar({ title, hidden }: TopBarProps) {
  const { pathname } = useLocation();
  return (
    <header className={`site-header${hidden ? ' is-hidden' : ''}`}>
      <div className="site-header__row">
        <MobileMenu />
        <Link to="/" className="brand" aria-label={`${SITE_NAME} home`}>
          <BrandMark />
          <span className={`brand__name${title ? ' brand__name--with-title' : ''}`}>{SITE_NAME}</span>
        </Link>
        {title && <p className="site-header__title">{title}</p>}
        <AccountButton />
      </div>
      <nav className="site-nav" aria-label="Main">
        <ul className="site-nav__links">
          {SITE_LINKS.top.map((link) => {
            const active = isActiveLink(link, pathname);
            return (
              <li key={link.to}>
                <Link to={link.to} className={`nav-link${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <MoreMenu />
      </nav>
    </header>
  );
}
