import { Link } from 'react-router-dom';
import { BrandMark } from './brand-mark';
import { Icon } from './icon';
import { SITE_LINKS, SITE_NAME } from './site-links';

/** Policy pages, about and contact, and the follow-us links. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <Link to="/" className="brand brand--footer" aria-label={`${SITE_NAME} home`}>
            <BrandMark size={26} />
            <span className="brand__name">{SITE_NAME}</span>
          </Link>
          <p className="site-footer__tagline">Live scores, news and fantasy tips for every match, ball by ball.</p>
          <p className="site-footer__heading" id="footer-follow">Follow us</p>
          <ul className="social-links" aria-labelledby="footer-follow">
            {SITE_LINKS.social.map((link) => (
              <li key={link.label}>
                <a href={link.to} className="social-link" target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                  <Icon name={link.icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__links" aria-label="Policies and company">
          <ul>
            {[...SITE_LINKS.company, ...SITE_LINKS.policies].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} {SITE_NAME}. All rights reserved.</p>
    </footer>
  );
}
