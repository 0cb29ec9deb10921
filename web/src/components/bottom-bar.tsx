import { useLocation } from 'react-router-dom';
import { Link } from './link';
import { Icon } from './icon';
import { isActiveLink, SITE_LINKS } from './site-links';

/** The phone's bottom navigation (shown below 768 px by the stylesheet). */
export function BottomBar({ hidden }: { hidden: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav className={`bottom-bar${hidden ? ' is-hidden' : ''}`} aria-label="Quick links">
      <ul>
        {SITE_LINKS.bottom.map((link) => {
          const active = isActiveLink(link, pathname);
          return (
            <li key={link.to}>
              <Link to={link.to} className={`bottom-bar__link${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
                <Icon name={link.icon} size={22} />
                <span>
                  {link.label}
                  {link.hint && <span className="visually-hidden"> {link.hint}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
