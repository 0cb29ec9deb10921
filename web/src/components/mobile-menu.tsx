import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './link';
import { Icon } from './icon';
import { isActiveLink, SITE_LINKS } from './site-links';
import { SocialLinks } from './social-links';

/**
 * The mobile menu (hamburger): a modal <dialog>, so the browser gives it the focus trap, Escape to
 * close, an inert page behind and focus back on the opener.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  // A route change (a link here, or back) closes the menu.
  useEffect(() => dialogRef.current?.close(), [pathname]);

  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu__open"
        aria-haspopup="dialog"
        aria-label="Open menu"
        onClick={() => dialogRef.current?.showModal()}
      >
        <Icon name="menu" />
      </button>
      <dialog
        ref={dialogRef}
        className="mobile-menu"
        aria-label="Menu"
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === dialogRef.current && dialogRef.current.close()}
      >
        <div className="mobile-menu__head">
          <p className="mobile-menu__title">Menu</p>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={() => dialogRef.current?.close()}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Menu">
          <ul className="mobile-menu__links">
            {SITE_LINKS.menu.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="mobile-menu__link"
                  aria-current={isActiveLink(link, pathname) ? 'page' : undefined}
                  onClick={() => dialogRef.current?.close()}
                >
                  <Icon name={link.icon} size={20} />
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mobile-menu__follow" id="mobile-menu-follow">Follow us</p>
        <SocialLinks labelledBy="mobile-menu-follow" />
      </dialog>
    </>
  );
}
