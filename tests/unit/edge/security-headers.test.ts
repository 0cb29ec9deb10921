import { describe, expect, it } from 'vitest';
import { DATA_POLICY } from '../../../edge/src/security/content-security-policy';
import { securityHeadersFor, STRICT_TRANSPORT_SECURITY, type HeaderSettings } from '../../../edge/src/security/security-headers';

const local: HeaderSettings = { MEDIA_ORIGINS: ['http://127.0.0.1:8790'], PRODUCTION_HOST: '', GOOGLE_CLIENT_ID: '' };
const production: HeaderSettings = {
  MEDIA_ORIGINS: ['https://img.example.com'],
  PRODUCTION_HOST: 'cricket.example.com',
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
};
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

const headers = (url: string, contentType: string | null, settings = production) => securityHeadersFor(new URL(url), contentType, settings);

describe('the security headers of an answer', () => {
  it('give HTML the page policy, with the configured media origins', () => {
    const csp = headers('https://cricket.example.com/cricket-news', HTML)['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https://img.example.com;");
    expect(csp).toContain("media-src 'self' https://img.example.com;");
  });

  it('give JSON, other types and bodiless answers the policy that allows nothing', () => {
    for (const contentType of [JSON_TYPE, 'text/plain', null]) {
      expect(headers('https://cricket.example.com/api/v1/news/categories', contentType)['content-security-policy']).toBe(DATA_POLICY);
    }
  });

  it("give the service worker's script a policy of its own: the notifications' pictures and nothing else", () => {
    expect(headers('https://cricket.example.com/sw.js', 'text/javascript; charset=utf-8')['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self' https://img.example.com",
    );
    // Its path answered with anything but a script (a 404's JSON) gets the policy that allows nothing.
    expect(headers('https://cricket.example.com/sw.js', JSON_TYPE)['content-security-policy']).toBe(DATA_POLICY);
  });

  it("allow Google's sign-in on /login alone, and only when the edge has a client id", () => {
    const csp = (url: string, settings = production) => headers(url, HTML, settings)['content-security-policy'];
    expect(csp('https://cricket.example.com/login')).toContain('https://accounts.google.com/gsi/client');
    expect(csp('https://cricket.example.com/login/')).toContain('https://accounts.google.com/gsi/client');
    expect(csp('https://cricket.example.com/')).not.toContain('google');
    expect(csp('https://cricket.example.com/user-profile')).not.toContain('google');
    expect(csp('https://cricket.example.com/login-help')).not.toContain('google');
    expect(csp('http://127.0.0.1:8787/login', local)).not.toContain('google');
  });

  it('carry nosniff, the referrer policy, no framing, the permissions policy and the opener policy on every answer', () => {
    for (const contentType of [HTML, JSON_TYPE, null]) {
      const answer = headers('https://cricket.example.com/anything', contentType);
      expect(answer).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
      });
      expect(answer['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
      expect(answer['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
      expect(answer['permissions-policy']).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    }
  });

  it('send HSTS from the production host over https', () => {
    expect(headers('https://cricket.example.com/', HTML)['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(headers('https://cricket.example.com/api/v1/news/categories', JSON_TYPE)['strict-transport-security']).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
  });

  it('send no HSTS over http, from another host, or when no production host is set', () => {
    expect(headers('http://cricket.example.com/', HTML)).not.toHaveProperty('strict-transport-security');
    expect(headers('https://preview.cricket.example.com/', HTML)).not.toHaveProperty('strict-transport-security');
    expect(headers('https://cricket-edge.workers.dev/', HTML)).not.toHaveProperty('strict-transport-security');
    expect(headers('https://127.0.0.1:8787/', HTML, local)).not.toHaveProperty('strict-transport-security');
  });
});
