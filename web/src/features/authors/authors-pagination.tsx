import { Link } from '../../components/link';

const href = (page: number) => (page === 1 ? '/authors' : `/authors?page=${page}`);

/** Every page when there are few; otherwise the first, the last and the ones around the current. */
function pageNumbers(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const keep = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return keep.flatMap((n, i) => (i > 0 && n - (keep[i - 1] ?? n) > 1 ? (['gap', n] as const) : [n]));
}

/** Numbered pages with previous and next; links, so every page has an address. */
export function AuthorsPagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = pageNumbers(page, totalPages);
  return (
    <nav className="authors-pages" aria-label="Pagination">
      {page > 1 ? (
        <Link to={href(page - 1)} className="authors-page" rel="prev">
          ‹ Prev
        </Link>
      ) : (
        <span className="authors-page authors-page--off" aria-disabled="true">
          ‹ Prev
        </span>
      )}
      {pages.map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} className="authors-page authors-page--off" aria-hidden="true">
            …
          </span>
        ) : (
        <Link key={n} to={href(n)} className={n === page ? 'authors-page active' : 'authors-page'} aria-current={n === page ? 'page' : undefined}>
          {n}
        </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={href(page + 1)} className="authors-page" rel="next">
          Next ›
        </Link>
      ) : (
        <span className="authors-page authors-page--off" aria-disabled="true">
          Next ›
        </span>
      )}
    </nav>
  );
}
