/**
 * Loading: the spec's words where it has them ('Loading ....', 'Loading Data !'); `blank` is the
 * article page's blank placeholder (SPEC section 8), which still tells screen readers it is busy.
 */
export function LoadingState({ label = 'Loading ....', blank = false }: { label?: string; blank?: boolean }) {
  if (blank) return <div className="page-state page-state--blank" aria-busy="true" aria-label="Loading" role="status" />;
  return (
    <p className="page-state" aria-busy="true" role="status">
      {label}
    </p>
  );
}
