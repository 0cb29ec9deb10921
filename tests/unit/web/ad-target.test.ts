import { describe, expect, it } from 'vitest';
import { adTarget } from '../../../web/src/components/ads/ad-target';

const SITE = 'https://cricket.example.com';

describe("an ad's link target", () => {
  it('opens a site path in the app', () => {
    expect(adTarget('/fantasy-cricket-tips', SITE)).toEqual({ kind: 'site', to: '/fantasy-cricket-tips' });
    expect(adTarget(' /schedule/live?tab=all#today ', SITE)).toEqual({ kind: 'site', to: '/schedule/live?tab=all#today' });
    expect(adTarget('https://cricket.example.com/cricket-news', SITE)).toEqual({ kind: 'site', to: '/cricket-news' });
  });

  it('opens another site as an outside link, protocol-relative ones included', () => {
    expect(adTarget('https://tickets.example.com/cricket', SITE)).toEqual({ kind: 'outside', href: 'https://tickets.example.com/cricket' });
    expect(adTarget('//tickets.example.com/x', SITE)).toEqual({ kind: 'outside', href: 'https://tickets.example.com/x' });
    expect(adTarget('http://cricket.example.com:8080/', SITE)).toEqual({ kind: 'outside', href: 'http://cricket.example.com:8080/' });
  });

  it('is no link for an empty target or a scheme other than http(s)', () => {
    for (const bad of [null, undefined, '', '  ', 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:ads@example.com', 'http://']) {
      expect(adTarget(bad, SITE), String(bad)).toBeNull();
    }
  });
});
