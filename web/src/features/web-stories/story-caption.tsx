import { Link } from '../../components/link';
import type { Story } from '../../../../shared/schemas/story';
import { Icon } from '../../components/icon';
import { plainText } from '../../lib/plain-text';

/** A site path opens in the app; an http(s) address opens in a new tab; anything else is no link. */
function StoryLink({ href }: { href: string }) {
  const label = (
    <>
      Read more <Icon name="chevron-right" size={16} />
    </>
  );
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className="story-cta">
        {label}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(href)) return null;
  return (
    <a href={href} className="story-cta" target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * The item's words over the bottom of the picture, on a scrim dark enough for white text whatever
 * the picture. The body is shown as text: any markup the upstream sends is dropped, never rendered.
 */
export function StoryCaption({ item, headingLevel }: { item: Story; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const body = item.body ? plainText(item.body).trim() : '';
  return (
    <div className="story-caption">
      {item.title && <Heading className="story-caption__title">{item.title}</Heading>}
      {body && (
        // Upstream HTML read as text, which the edge reads a little more roughly (lib/plain-text.ts).
        <p className="story-caption__body" suppressHydrationWarning>
          {body}
        </p>
      )}
      {item.source && <p className="story-caption__source">Source: {item.source}</p>}
      {item.ctaURL && <StoryLink href={item.ctaURL} />}
    </div>
  );
}
