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
});
