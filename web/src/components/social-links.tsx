import { Icon } from './icon';
import { SITE_LINKS } from './site-links';

/** The site's social accounts as icon links, opening in a new tab (footer and mobile menu). */
export function SocialLinks({ labelledBy }: { labelledBy?: string }) {
  return (
    <ul className="social-links" aria-labelledby={labelledBy}>
      {SITE_LINKS.social.map((link) => (
        <li key={link.label}>
          <a href={link.to} className="social-link" target="_blank" rel="noopener noreferrer" aria-label={link.label}>
            <Icon name={link.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
