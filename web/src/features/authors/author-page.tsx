import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { indianNumber } from '../../../../shared/format/count';
import type { AuthorNewsType } from '../../../../shared/schemas/author';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { AuthorArticles } from './author-articles';
import { authorQuery } from './authors-api';
import './authors.css';
import { usePageMeta } from '../../lib/use-page-meta';
import { authorTitle } from '../../../../shared/format/page-title';

const FILTERS: { type: AuthorNewsType; label: string }[] = [
  { type: '', label: 'All' },
  { type: 'news', label: 'News Articles' },
  { type: 'fantasy', label: 'Fantasy Articles' },
];

/** /authors/{username}: the profile, then the author's articles filtered by type. */
export function AuthorPage() {
  const { username = '' } = useParams();
  // Another author starts again from All.
  return <AuthorProfile key={username} username={username} />;
}

function AuthorProfile({ username }: { username: string }) {
  const author = useQuery(authorQuery(username));
  const [type, setType] = useState<AuthorNewsType>('');
  usePageMeta({ title: author.data ? authorTitle(author.data.name, author.data.info?.designation) : null });

  if (author.isPending) return <LoadingState />;
  if (author.isError) return <ErrorState message="Error fetching data" onRetry={() => void author.refetch()} />;
  const a = author.data;
  return (
    <PageFrame title={a.name} crumbs={[{ label: 'Authors', to: '/authors' }, { label: a.name }]} className="authors">
      <header className="author-profile">
        {a.info?.profile_pic ? <img src={a.info.profile_pic} alt="" width={120} height={120} /> : <span className="authors-photo" />}
        <div>
          {a.info?.designation && <p className="author-designation">{a.info.designation}</p>}
          {a.info?.bio && <p className="author-bio">{a.info.bio}</p>}
          <dl className="authors-stats authors-stats--wide">
            <div>
              <dt>Total Posts</dt>
              <dd>{indianNumber(Number(a.stats?.total_articles ?? a.total_articles ?? 0))}</dd>
            </div>
            <div>
              <dt>Total Views</dt>
              <dd>{indianNumber(Number(a.stats?.total_views ?? a.total_views ?? 0))}</dd>
            </div>
          </dl>
        </div>
      </header>
      <div className="author-filters" role="group" aria-label="Filter articles">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            className={f.type === type ? 'author-filter active' : 'author-filter'}
            aria-pressed={f.type === type}
            onClick={() => setType(f.type)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <AuthorArticles authorId={a.id} type={type} />
    </PageFrame>
  );
}
