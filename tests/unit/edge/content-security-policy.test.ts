import { describe, expect, it } from 'vitest';
import { DATA_POLICY, pagePolicy } from '../../../edge/src/security/content-security-policy';
import { EMPTY_STYLE_HASH, TOAST_STYLE_HASH } from '../../../edge/src/security/inline-styles';

/** A policy's directives by name, each with its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const page = (url: string, googleSignIn = false, mediaOrigins = ['https://img.example.com']) =>
  directives(pagePolicy({ url: new URL(url), mediaOrigins, googleSignIn }));

describe('the page policy', () => {
  it("loads scripts, fonts and everything unnamed from the site alone", () => {
    const policy = page('https://cricket.example.com/');
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
  });

  it("allows the toast library's style element by its hashes, never 'unsafe-inline'", () => {
    expect(page('https://cricket.example.com/')['style-src']).toEqual(["'self'", TOAST_STYLE_HASH, EMPTY_STYLE_HASH]);
  });

  it('shows images from the site, data: and blob: URLs and the configured media origins only', () => {
    expect(page('https://cricket.example.com/', false, ['https://img.example.com', 'https://*.cdn.example.com'])['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img.example.com',
      'https://*.cdn.example.com',
    ]);
  });

  it('plays video from the site and the configured media origins only', () => {
    expect(page('https://cricket.example.com/', false, ['https://img.example.com'])['media-src']).toEqual(["'self'", 'https://img.example.com']);
  });

  it("opens live sockets to the page's own host: wss: over https, ws: over http", () => {
    expect(page('https://cricket.example.com/live-cricket-scores')['connect-src']).toEqual(["'self'", 'wss://cricket.example.com']);
    expect(page('http://127.0.0.1:8787/')['connect-src']).toEqual(["'self'", 'ws://127.0.0.1:8787']);
  });

  it('frames only privacy-enhanced YouTube embeds, and nobody may frame the page', () => {
    const policy = page('https://cricket.example.com/');
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows no plugins, no <base> and forms posting to the site only', () => {
    const policy = page('https://cricket.example.com/');
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it("adds Google's sign-in script, style, frames and calls only to a page that signs in with Google", () => {
    const without = page('https://cricket.example.com/login');
    const withGoogle = page('https://cricket.example.com/login', true);
    expect(without['script-src']).toEqual(["'self'"]);
    expect(JSON.stringify(without)).not.toContain('google');
    expect(withGoogle['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(withGoogle['style-src']).toContain('https://accounts.google.com/gsi/style');
    expect(withGoogle['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://accounts.google.com/gsi/']);
    expect(withGoogle['connect-src']).toEqual(["'self'", 'wss://cricket.example.com', 'https://accounts.google.com/gsi/']);
  });
});

describe('the policy of answers that are not pages', () => {
  it('allows nothing to load and nobody to frame them', () => {
    expect(directives(DATA_POLICY)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  });
});
