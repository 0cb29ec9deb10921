/** Nothing to show, in one of the spec's empty-state sentences (SPEC section 8). */
export function EmptyState({ message }: { message: string }) {
  return <p className="page-state page-state--empty">{message}</p>;
}
