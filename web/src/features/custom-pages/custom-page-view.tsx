import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from '../../components/link';
import type { CustomPage } from '../../../../shared/schemas/site';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { SafeHtml } from '../../components/page/safe-html';
import { ApiError } from '../../lib/api-client';
import { splitIntro } from './split-intro';

/** Not a spec number: how much of a long intro shows before See More. */
const INTRO_COLLAPSED_CHARS = 180;

export function CustomPageNotFound() {
  return (
    <PageFrame title="Page not found" crumbs={[{ label: 'Page not found' }]} className="custom-page">
      <p className="custom-page-note">There is no page at this address.</p>
      <Link to="/" className="page-button">
        Go to Home
      </Link>
    </PageFrame>
  );
}

/** A CMS page: the title, its intro in a banner (See More / See Less), the content, then `children`. */
export function CustomPageView({ query, children }: { query: UseQueryResult<CustomPage>; children?: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const parts = useMemo(() => (query.data ? splitIntro(query.data.content) : null), [query.data]);

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <CustomPageNotFound />;
    return <ErrorState message="Error fetching content." onRetry={() => void query.refetch()} />;
  }
  const { intro, rest } = parts ?? { intro: '', rest: '' };
  const long = intro.length > INTRO_COLLAPSED_CHARS;
  const shownIntro = long && !expanded ? `${intro.slice(0, INTRO_COLLAPSED_CHARS).trimEnd()}…` : intro;

  return (
    <PageFrame title={query.data.title} crumbs={[{ label: query.data.title }]} className="custom-page">
      {intro && (
        // Upstream HTML read as text, which the edge reads a little more roughly (lib/plain-text.ts).
        <p className="custom-page-intro" suppressHydrationWarning>
          {shownIntro}{' '}
          {long && (
            <button type="button" className="custom-page-toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? 'See Less' : 'See More'}
            </button>
          )}
        </p>
      )}
      <SafeHtml html={rest} className="rich-text custom-page-content" />
      {children}
    </PageFrame>
  );
}
