import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../../../web/sw/notification-target';

const ORIGIN = 'https://cricket.example.com';

describe('where a tap on a notification goes', () => {
  it('is the path it carries, on the site', () => {
    expect(notificationTarget({ url: '/series/a-1/schedule/b-2/commentary' }, ORIGIN)).toBe(`${ORIGIN}/series/a-1/schedule/b-2/commentary`);
  });

  it('is nowhere for anything else: another site, a protocol-relative or scripted URL, no data', () => {
    for (const data of [{ url: 'https://evil.example/x' }, { url: '//evil.example/x' }, { url: 'javascript:alert(1)' }, { url: 42 }, null, undefined, 'str']) {
      expect(notificationTarget(data, ORIGIN), JSON.stringify(data)).toBeNull();
    }
  });
});
