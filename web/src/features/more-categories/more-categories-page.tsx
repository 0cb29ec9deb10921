import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { SITE_LINKS } from '../../components/site-links';
import { newsCategoriesQuery } from '../../lib/news-categories-query';
import './more-categories.css';

// The menu entries this page adds to the More list; Teams and Ranking come with the More list itself.
const MENU_LABELS = new Set(['Live Score', 'News', 'Points Table', 'Series']);

/** /more-categories: the mobile 'More' page: Ranking, Teams, each news category, then the menu. */
export function MoreCategoriesPage() {
  const categories = useQuery(newsCategoriesQuery);
  const menu = SITE_LINKS.menu.filter((link) => MENU_LABELS.has(link.label));

  return (
    <PageFrame title="More" crumbs={[{ label: 'More' }]} className="more">
      <ul className="more-list" aria-label="Sections">
        {SITE_LINKS.more.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <h2 className="more-heading">News Categories</h2>
      {categories.isPending ? (
        <LoadingState />
      ) : categories.isError ? (
        <ErrorState onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState message="No data available..." />
      ) : (
        <ul className="more-list" aria-label="News categories">
          {categories.data.map((category) => (
            <li key={category.id}>
              <Link to={`/category/${category.slug}`}>{category.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <h2 className="more-heading">Menu</h2>
      <ul className="more-list" aria-label="Menu">
        {menu.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
