import { articleHref } from '../../../../shared/format/article-path';
import { relativeTime } from '../../../../shared/format/time';
import type { Article } from '../../../../shared/schemas/article';
import { useNow, useViewerTimeZone } from '../../app/render-facts';
import { Link } from '../../components/link';

interface StoryItemProps {
  story: Article;
  /** The list's class block: the item's parts are `{block}__image`, `__body`, `__link` and `__time`. */
  block: string;
  /** The item's own class. */
  itemClass: string;
  /** The picture's box, as its width and height attributes (its aspect ratio before it loads). */
  image: { width: number; height: number };
  /** Give the link its headline as a title too: where the list cuts headlines short. */
  titled?: boolean;
}

/** A story in a list beside or below an article: its picture, its headline as the link, its time. */
export function StoryItem({ story, block, itemClass, image, titled = false }: StoryItemProps) {
  const now = useNow();
  const timeZone = useViewerTimeZone();
  return (
    <li className={itemClass}>
      {story.image ? (
        <img className={`${block}__image`} src={story.image} alt="" width={image.width} height={image.height} loading="lazy" />
      ) : (
        <span className={`${block}__image`} />
      )}
      <div className={`${block}__body`}>
        <Link to={articleHref(story)} className={`${block}__link`} title={titled ? story.title : undefined}>
          {story.title}
        </Link>
        {story.publishedAt && (
          <time className={`${block}__time`} dateTime={story.publishedAt}>
            {relativeTime(story.publishedAt, now, timeZone)}
          </time>
        )}
      </div>
    </li>
  );
}
