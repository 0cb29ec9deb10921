// The served page's answers, taken up by the browser's query cache: fresh from the moment the app
// reads them, however long the edge kept the render they came with.
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { servedAsRead } from '../../../web/src/lib/page-state';

const STALE_MS = 30_000;
// The query cache measures staleness against the clock: the app reads the page now.
const READ_AT = Date.now();

/** The edge's render: a news list it read `ageMs` before the browser takes the page up. */
function servedState(ageMs: number) {
  const edge = new QueryClient();
  edge.setQueryData(['news', 'latest'], { data: [{ id: 1 }] }, { updatedAt: READ_AT - ageMs });
  return dehydrate(edge);
}

function browserCache(state: ReturnType<typeof dehydrate>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS } } });
  hydrate(client, state);
  return client.getQueryCache().find({ queryKey: ['news', 'latest'] })!;
}

describe('the answers a served page carries', () => {
  it('count as read when the app takes them up, so it does not fetch them again as it hydrates', () => {
    const kept = servedState(55_000);
    // As the edge dated them, a render kept for most of its data's minute would already be stale.
    expect(browserCache(kept).isStaleByTime(STALE_MS)).toBe(true);
    const query = browserCache(servedAsRead(kept, READ_AT));
    expect(query.state.dataUpdatedAt).toBe(READ_AT);
    expect(query.isStaleByTime(STALE_MS)).toBe(false);
    expect(query.state.data).toEqual({ data: [{ id: 1 }] });
  });

  it('leave a state with no list of queries as it is', () => {
    const odd = { mutations: [] } as unknown as ReturnType<typeof dehydrate>;
    expect(servedAsRead(odd, READ_AT)).toBe(odd);
  });
});
