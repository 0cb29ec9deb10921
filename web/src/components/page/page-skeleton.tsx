/**
 * A page's place-holder while its route's code loads: the same markup as the build's static shell
 * (web/build/static-shell.ts, PAGE_SKELETON_HTML), so React's first render swaps like for like. It
 * fills the screen, so the footer stays below the fold until the page itself arrives.
 */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" role="status" aria-busy="true" aria-label="Loading">
      <span className="page-skeleton__line page-skeleton__line--short" />
      <span className="page-skeleton__line" />
      <span className="page-skeleton__block" />
      <span className="page-skeleton__block" />
      <span className="page-skeleton__block" />
    </div>
  );
}
