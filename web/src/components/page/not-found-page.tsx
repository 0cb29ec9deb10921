import { PageFrame } from './page-frame';

/** An id that does not parse or an entity the upstream does not know: 'No Data Found...' (SPEC section 8). */
export function NotFoundPage({ section }: { section?: { label: string; to: string } }) {
  return <PageFrame title="No Data Found..." crumbs={section ? [section] : []} className="page--not-found" />;
}
