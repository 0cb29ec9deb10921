import { describe, expect, it } from 'vitest';
import { parseSlugId, toSlugId } from '../../../shared/format/slug-id';

describe('parseSlugId', () => {
  it('takes the id from after the last hyphen', () => {
    expect(parseSlugId('india-vs-australia-3rd-odi-87006')).toEqual({ slug: 'india-vs-australia-3rd-odi', id: 87006 });
  });

  it('reads a one-word slug', () => {
    expect(parseSlugId('ipl-7')).toEqual({ slug: 'ipl', id: 7 });
  });

  it('returns null when there is no hyphen', () => {
    expect(parseSlugId('87006')).toBeNull();
    expect(parseSlugId('news')).toBeNull();
  });

  it('returns null when the last part is not numeric', () => {
    expect(parseSlugId('india-vs-australia')).toBeNull();
    expect(parseSlugId('match-12a')).toBeNull();
    expect(parseSlugId('match-1.5')).toBeNull();
  });

  it('returns null for a trailing hyphen', () => {
    expect(parseSlugId('india-vs-australia-')).toBeNull();
  });

  it('returns null when the id is zero or has leading zeros', () => {
    expect(parseSlugId('match-0')).toBeNull();
    expect(parseSlugId('match-007')).toBeNull();
  });

  it('returns null when nothing comes before the hyphen', () => {
    expect(parseSlugId('-87006')).toBeNull();
  });

  it('returns null for an id beyond the safe integer range', () => {
    expect(parseSlugId('match-99999999999999999999')).toBeNull();
  });
});

describe('toSlugId', () => {
  it('joins slug and id with a hyphen, and parseSlugId reads it back', () => {
    expect(toSlugId('india-vs-australia-3rd-odi', 87006)).toBe('india-vs-australia-3rd-odi-87006');
    expect(parseSlugId(toSlugId('a-b', 12))).toEqual({ slug: 'a-b', id: 12 });
  });
});
