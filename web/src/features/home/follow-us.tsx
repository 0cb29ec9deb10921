import { BlockFrame } from '../../components/block-frame';
import { Icon } from '../../components/icon';
import { SITE_LINKS } from '../../components/site-links';
import './home.css';

/** Follow us: the site's social accounts as labelled buttons (they open in a new tab). */
export function FollowUs() {
  return (
    <BlockFrame id="home-follow" title="Follow Us" subtitle="Scores, news and shorts on your feed" className="follow-us">
      <ul className="follow-us__list">
        {SITE_LINKS.social.map((link) => (
          <li key={link.label}>
            <a href={link.to} className={`follow-us__link follow-us__link--${link.icon}`} target="_blank" rel="noopener noreferrer">
              <Icon name={link.icon} size={22} />
              <span>{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
