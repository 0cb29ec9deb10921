import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_EVENTS } from '../../../shared/constants';
import { AnalyticsBatchSchema } from '../../../shared/schemas/analytics';

const view = { type: 'page_view', family: '/series/:sid/schedule/:mid/:type', navigation: 'navigate' };
const lcp = { type: 'web_vital', family: '/', name: 'LCP', value: 1234.5, rating: 'good', target: 'main>div.hero>img' };

/** The first issue's path and message, as the edge's 400 says it. */
function refusal(batch: unknown): string {
  const parsed = AnalyticsBatchSchema.safeParse(batch);
  if (parsed.success) throw new Error(`accepted ${JSON.stringify(batch)}`);
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('an analytics beacon', () => {
  it('takes page views, vitals, errors and live events of known names, with the device class', () => {
    const batch = {
      v: 1,
      device: 'phone',
      events: [
        view,
        lcp,
        { type: 'web_vital', family: '/', name: 'CLS', value: 0.02, rating: 'good' },
        { type: 'error', family: '/cricket-news/:slugId', kind: 'crash' },
        { type: 'live', family: '/', kind: 'socket-open', topic: 'match' },
      ],
    };
    const parsed = AnalyticsBatchSchema.parse(batch);
    expect(parsed.events).toHaveLength(5);
    expect(parsed.events[2]).toMatchObject({ target: '' });
    expect(parsed.events[4]).toMatchObject({ ms: 0 });
  });

  it('refuses unknown names, types and fields, naming the field', () => {
    expect(refusal({ v: 1, device: 'phone', events: [{ ...lcp, name: 'FID' }] })).toMatch(/^events\.0\.name: /);
    expect(refusal({ v: 1, device: 'phone', events: [{ ...view, type: 'click' }] })).toMatch(/^events\.0\.type: /);
    expect(refusal({ v: 1, device: 'watch', events: [view] })).toMatch(/^device: /);
    expect(refusal({ v: 1, device: 'phone', events: [{ ...lcp, rating: 'great' }] })).toMatch(/^events\.0\.rating: /);
    // A field the schema does not know is refused, not dropped: nothing else reaches the dataset.
    expect(refusal({ v: 1, device: 'phone', events: [{ ...view, url: 'https://example.com/user-profile' }] })).toMatch(/^events\.0: .*url/);
    expect(refusal({ v: 1, device: 'phone', user: 'x', events: [view] })).toMatch(/user/);
    expect(refusal({ v: 2, device: 'phone', events: [view] })).toMatch(/^v: /);
  });

  it('names a page by its route pattern, never by a URL or an id', () => {
    for (const family of ['/cricket-news/how-it-went-123456', '/series/:sid/schedule/987654/live', 'https://site/x', '/x?fan=1', '/a/../b', `/${'a'.repeat(96)}`, '/live-blogs2']) {
      expect(refusal({ v: 1, device: 'desktop', events: [{ ...view, family }] }), family).toMatch(/^events\.0\.family: /);
    }
    for (const family of ['/', '/cricket-news/:slugId', '/news/*', '/schedule/live', '/series/:sid/schedule/:mid/:type']) {
      expect(AnalyticsBatchSchema.safeParse({ v: 1, device: 'desktop', events: [{ ...view, family }] }).success, family).toBe(true);
    }
  });

  it('names an element by tags, ids and classes only, short', () => {
    for (const target of ['input[value="fan@example.com"]', 'a[href="/user-profile"]', 'p:has(text)', 'x'.repeat(101)]) {
      expect(refusal({ v: 1, device: 'phone', events: [{ ...lcp, target }] }), target).toMatch(/^events\.0\.target: /);
    }
  });

  it('refuses bad values, an empty batch and a batch past its size', () => {
    expect(refusal({ v: 1, device: 'phone', events: [{ ...lcp, value: -1 }] })).toMatch(/^events\.0\.value: /);
    expect(refusal({ v: 1, device: 'phone', events: [{ ...lcp, value: Number.POSITIVE_INFINITY }] })).toMatch(/^events\.0\.value: /);
    expect(refusal({ v: 1, device: 'phone', events: [{ ...lcp, value: '12' }] })).toMatch(/^events\.0\.value: /);
    expect(refusal({ v: 1, device: 'phone', events: [] })).toMatch(/^events: at least one event/);
    expect(refusal({ v: 1, device: 'phone', events: Array.from({ length: ANALYTICS_MAX_EVENTS + 1 }, () => view) })).toMatch(
      new RegExp(`^events: at most ${ANALYTICS_MAX_EVENTS} events`),
    );
  });
});
