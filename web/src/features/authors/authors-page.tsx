import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/link';
import { indianNumber } from '../../../../shared/format/count';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { authorsQuery } from './authors-api';
import { AuthorsPagination } from './authors-pagination';
import './authors.css';

/** ?page=n, read leniently: anything that is not a positive whole number is page 1. */
function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** /authors: the newsroom, 9 to a page, with numbered pages in the URL so each page can be linked. */
export function AuthorsPage() {
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const authors = useQuery(authorsQuery(page));

  let body;
  if (authors.isPending) body = <LoadingState />;
  else if (authors.isError) body = <ErrorState message="Error fetching content." onRetry={() => void authors.refetch()} />;
  else if (authors.data.data.length === 0) body = <EmptyState message="No data available..." />;
  else
    body = (
      <>
        <ul className="authors-grid" aria-busy={authors.isPlaceholderData}>
          {authors.data.data.map((author) => (
            <li key={author.id} className="authors-card">
              {author.info?.profile_pic ? (
                <img src={author.info.profile_pic} alt="" width={96} height={96} loading="lazy" />
              ) : (
                <span className="authors-photo" />
              )}
              <h2>{author.name}</h2>
              {author.info?.designation && <p className="authors-note">{author.info.designation}</p>}
              <dl className="authors-stats">
                <div>
                  <dt>Total Posts</dt>
                  <dd>{indianNumber(Number(author.total_articles ?? author.stats?.total_articles ?? 0))}</dd>
                </div>
                <div>
                  <dt>Views</dt>
                  <dd>{indianNumber(Number(author.total_views ?? author.stats?.total_views ?? 0))}</dd>
                </div>
              </dl>
              <Link to={`/authors/${author.username}`} className="authors-button" aria-label={`VIEW POST by ${author.name}`}>
                VIEW POST
              </Link>
            </li>
          ))}
        </ul>
        <AuthorsPagination page={page} totalPages={Number(authors.data.total_pages)} />
      </>
    );

  return (
    <PageFrame title="Our Authors" crumbs={[{ label: 'Authors' }]} className="authors">
      {body}
    </PageFrame>
  );
}
