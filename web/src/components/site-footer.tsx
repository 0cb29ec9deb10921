import { useNow } from '../app/render-facts';
import { Link } from './link';
import { BrandMark } from './brand-mark';
import { SITE_LINKS, SITE_NAME } from './site-links';
import { SocialLinks } from './social-links';

/** Policy pages, about and contact, and the follow-us links. */
export function SiteFooter() {
  const year = useNow().getFullYear();
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
          <SocialLinks labelledBy="footer-follow" />
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
      <p className="site-footer__legal">© {year} {SITE_NAME}. All rights reserved.</p>
    </footer>
  );
}
