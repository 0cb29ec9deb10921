import { describe, expect, it } from 'vitest';
import { config, ConfigError } from '../../../edge/src/config';

const good = {
  UPSTREAM_BASE: 'http://127.0.0.1:8790/',
  UPSTREAM_SECRET: 'a-long-enough-secret',
  ADMIN_TOKEN: 'a-long-enough-admin-token',
};

describe('edge configuration', () => {
  it('parses a good configuration and trims the trailing slash of the base', () => {
    expect(config({ ...good })).toMatchObject({ UPSTREAM_BASE: 'http://127.0.0.1:8790', GOOGLE_CLIENT_ID: '' });
  });

  it('fails loudly, naming a missing secret', () => {
    expect(() => config({ ...good, UPSTREAM_SECRET: undefined })).toThrow(ConfigError);
    expect(() => config({ ...good, UPSTREAM_SECRET: undefined })).toThrow(/UPSTREAM_SECRET is missing/);
  });

  it('fails loudly, naming a malformed base URL and a short admin token together', () => {
    expect(() => config({ ...good, UPSTREAM_BASE: 'ftp://x', ADMIN_TOKEN: 'short' })).toThrow(
      /UPSTREAM_BASE must be an http\(s\) URL; ADMIN_TOKEN must be at least 16 characters/,
    );
  });

  it("takes the upstream's origin as the only media origin when MEDIA_ORIGINS is empty", () => {
    expect(config({ ...good, UPSTREAM_BASE: 'http://127.0.0.1:8790/api/' }).MEDIA_ORIGINS).toEqual(['http://127.0.0.1:8790']);
    expect(config({ ...good, MEDIA_ORIGINS: ' ' }).MEDIA_ORIGINS).toEqual(['http://127.0.0.1:8790']);
  });

  it('reads MEDIA_ORIGINS as a comma-separated list of origins, host wildcards allowed', () => {
    expect(config({ ...good, MEDIA_ORIGINS: 'https://img.example.com/, https://*.cdn.example.com:8443' }).MEDIA_ORIGINS).toEqual([
      'https://img.example.com',
      'https://*.cdn.example.com:8443',
    ]);
  });

  it.each([
    "https://img.example.com; script-src 'unsafe-inline'",
    'https://img.example.com/photos',
    'img.example.com',
    "'self'",
    'javascript:alert(1)',
  ])('refuses %s in MEDIA_ORIGINS, since it goes into the CSP header', (origin) => {
    expect(() => config({ ...good, MEDIA_ORIGINS: origin })).toThrow(/MEDIA_ORIGINS\.0 must list origins/);
  });

  it('refuses local hosts and * in ALLOWED_ORIGINS where PRODUCTION_HOST is set', () => {
    for (const list of ['http://localhost:*', 'https://cricket.example, http://127.0.0.1:5173', 'http://[::1]:8787', '*']) {
      expect(() => config({ ...good, PRODUCTION_HOST: 'cricket.example', ALLOWED_ORIGINS: list }), list).toThrow(/ALLOWED_ORIGINS cannot list a local host/);
      expect(config({ ...good, ALLOWED_ORIGINS: list }).ALLOWED_ORIGINS.length, list).toBeGreaterThan(0);
    }
    expect(config({ ...good, PRODUCTION_HOST: 'cricket.example', ALLOWED_ORIGINS: 'https://m.cricket.example' }).ALLOWED_ORIGINS).toEqual(['https://m.cricket.example']);
  });

  it('keys the edge cache under the production host, or one local name whatever host a request names', () => {
    expect(config({ ...good }).SITE_ORIGIN).toBe('http://localhost');
    expect(config({ ...good, PRODUCTION_HOST: 'Cricket.Example' }).SITE_ORIGIN).toBe('https://cricket.example');
  });

  it('reads PRODUCTION_HOST as a lower-case host name, empty by default', () => {
    expect(config({ ...good }).PRODUCTION_HOST).toBe('');
    expect(config({ ...good, PRODUCTION_HOST: ' Cricket.Example.com ' }).PRODUCTION_HOST).toBe('cricket.example.com');
    expect(() => config({ ...good, PRODUCTION_HOST: 'https://cricket.example.com' })).toThrow(/PRODUCTION_HOST must be a host name/);
  });
});
