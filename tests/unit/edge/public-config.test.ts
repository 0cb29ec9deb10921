import { describe, expect, it } from 'vitest';
import { config } from '../../../edge/src/config';
import { publicConfig } from '../../../edge/src/public-config';

const good = {
  UPSTREAM_BASE: 'http://127.0.0.1:8790',
  UPSTREAM_SECRET: 'a-long-enough-secret',
  ADMIN_TOKEN: 'a-long-enough-admin-token',
};

describe('ads configuration', () => {
  it('has no ads host and no promoted match by default', () => {
    expect(config({ ...good })).toMatchObject({ ADS_HOST: '', PROMO_MATCH_ID: null });
  });

  it('takes PRODUCTION_HOST as the ads host unless ADS_HOST names another', () => {
    expect(config({ ...good, PRODUCTION_HOST: 'cricket.example.com' }).ADS_HOST).toBe('cricket.example.com');
    expect(config({ ...good, PRODUCTION_HOST: 'cricket.example.com', ADS_HOST: ' Staging.Example.com ' }).ADS_HOST).toBe('staging.example.com');
  });

  it('refuses an ads host that is a URL, naming ADS_HOST', () => {
    expect(() => config({ ...good, ADS_HOST: 'https://cricket.example.com' })).toThrow(/ADS_HOST must be a host name/);
  });

  it('reads PROMO_MATCH_ID as a match id and refuses anything else by name', () => {
    expect(config({ ...good, PROMO_MATCH_ID: ' 87006 ' }).PROMO_MATCH_ID).toBe(87006);
    for (const bad of ['0', '-3', '12abc', '1.5', '87006,87007']) {
      expect(() => config({ ...good, PROMO_MATCH_ID: bad }), bad).toThrow(/PROMO_MATCH_ID must be a match id/);
    }
  });
});

describe('the public app configuration', () => {
  const settings = { GOOGLE_CLIENT_ID: 'client', DEV_SIGN_IN: false, ADS_HOST: 'cricket.example.com', PROMO_MATCH_ID: 87006, VAPID_PUBLIC_KEY: '' };

  it('turns ads on only for pages loaded from the ads host, whatever the port or scheme', () => {
    expect(publicConfig(settings, 'https://cricket.example.com/app-config.json').adsEnabled).toBe(true);
    expect(publicConfig(settings, 'http://CRICKET.example.com:8443/app-config.json').adsEnabled).toBe(true);
    expect(publicConfig(settings, 'https://preview.cricket.example.com/app-config.json').adsEnabled).toBe(false);
    expect(publicConfig(settings, 'http://127.0.0.1:8787/app-config.json').adsEnabled).toBe(false);
  });

  it('never turns ads on when there is no ads host', () => {
    expect(publicConfig({ ...settings, ADS_HOST: '' }, 'http://localhost/app-config.json').adsEnabled).toBe(false);
  });

  it('passes the Google client id and the promoted match on, and no push key where there is none', () => {
    expect(publicConfig(settings, 'https://cricket.example.com/app-config.json')).toEqual({
      googleClientId: 'client',
      devSignIn: false,
      adsEnabled: true,
      promoMatchId: 87006,
      pushPublicKey: null,
    });
  });

  it('tells the pages the VAPID public key, never the private one', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const answer = publicConfig({ ...settings, VAPID_PUBLIC_KEY: publicKey }, 'https://cricket.example.com/app-config.json');
    expect(answer.pushPublicKey).toBe(publicKey);
    expect(Object.keys(answer)).not.toContain('vapidPrivateKey');
  });
});

describe('the development sign-in', () => {
  it('is off unless DEV_SIGN_IN says true, and is told to the pages when it does', () => {
    expect(config({ ...good }).DEV_SIGN_IN).toBe(false);
    expect(config({ ...good, DEV_SIGN_IN: 'true' }).DEV_SIGN_IN).toBe(true);
    expect(publicConfig(config({ ...good, DEV_SIGN_IN: 'true' }), 'http://127.0.0.1:8787/').devSignIn).toBe(true);
    expect(() => config({ ...good, DEV_SIGN_IN: 'yes' })).toThrow(/DEV_SIGN_IN must be 'true', 'false' or empty/);
  });

  it('is refused where PRODUCTION_HOST is set: production never offers it', () => {
    expect(() => config({ ...good, PRODUCTION_HOST: 'cricket.example.com', DEV_SIGN_IN: 'true' })).toThrow(/DEV_SIGN_IN cannot be true where PRODUCTION_HOST is set/);
    expect(config({ ...good, PRODUCTION_HOST: 'cricket.example.com', DEV_SIGN_IN: '' }).DEV_SIGN_IN).toBe(false);
  });
});

describe('the Web Push settings', () => {
  const publicKey = `B${'a'.repeat(86)}`;
  const privateKey = 'b'.repeat(43);

  it('are off by default, and the browsers\' push services are the ones posted to', () => {
    expect(config({ ...good })).toMatchObject({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '', PUSH_SERVICE_HOSTS: [] });
  });

  it('take the key pair together, with a subject, and refuse either alone or a malformed one by name', () => {
    expect(config({ ...good, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' }).VAPID_PUBLIC_KEY).toBe(publicKey);
    expect(() => config({ ...good, VAPID_PUBLIC_KEY: publicKey, VAPID_SUBJECT: 'mailto:ops@example.com' })).toThrow(/VAPID_PRIVATE_KEY VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/);
    expect(() => config({ ...good, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_SUBJECT must be set with the VAPID keys/);
    expect(() => config({ ...good, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY must be a P-256 public key/);
    expect(() => config({ ...good, VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT must be a mailto: or https: URL/);
  });

  it('read PUSH_SERVICE_HOSTS as a list of host names', () => {
    expect(config({ ...good, PUSH_SERVICE_HOSTS: ' Push.Test , *.push.example.com' }).PUSH_SERVICE_HOSTS).toEqual(['push.test', '*.push.example.com']);
  });
});
