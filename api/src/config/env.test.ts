import { ConfigError, loadConfig } from './env';
import { DEVELOPMENT_SECRET_BOX_KEY } from '../security/secret-box';

const PRODUCTION_KEY = 'ab'.repeat(32);
const PRODUCTION = {
  NODE_ENV: 'production',
  SECRET_BOX_KEY: PRODUCTION_KEY,
  SHOPIFY_API_KEY: 'real-app-key',
  SHOPIFY_API_SECRET: 'real-app-secret',
};

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDataDir).toMatch(/api[\\/]\.data[\\/]pglite$/);
    expect(config.appUrl).toBe('http://127.0.0.1:3000');
    expect(config.sessionTtlDays).toBe(180);
    expect(config.devMailbox).toBe(false);
    expect(config.corsOrigins).toContain('http://127.0.0.1:3003');
    expect(config.migrateOnStart).toBe(true);
    expect(config.runJobs).toBe(true);
  });

  it('leaves the migrations to the deploy with MIGRATE_ON_START=0', () => {
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'later' })).toThrow(/MIGRATE_ON_START/);
  });

  it('serves the dev mailbox only when DEV_MAILBOX=1 is set, and never in production (F10)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig(PRODUCTION).devMailbox).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, DEV_MAILBOX: '1' })).toThrow(
      /DEV_MAILBOX cannot be on in production/,
    );
  });

  it('refuses to start in production without real Shopify credentials (F4)', () => {
    const { SHOPIFY_API_KEY: _key, SHOPIFY_API_SECRET: _secret, ...withoutShopify } = PRODUCTION;
    expect(() => loadConfig(withoutShopify)).toThrow(
      /SHOPIFY_API_KEY and SHOPIFY_API_SECRET are required/,
    );
    expect(loadConfig(PRODUCTION).nodeEnv).toBe('production');
  });

  it('names every invalid variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        API_PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'nope',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('API_PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SMTP_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('reads CORS origins and strips trailing slashes from APP_URL', () => {
    const config = loadConfig({
      APP_URL: 'http://example.test:8080/',
      CORS_ORIGINS: 'http://a.test:1, http://b.test:2',
    });
    expect(config.appUrl).toBe('http://example.test:8080');
    expect(config.corsOrigins).toEqual(['http://a.test:1', 'http://b.test:2']);
  });

  it('reads SECRET_BOX_KEY, and has a development key only outside production', () => {
    expect(loadConfig({}).secretBoxKey.equals(DEVELOPMENT_SECRET_BOX_KEY)).toBe(true);
    expect(loadConfig({ SECRET_BOX_KEY: PRODUCTION_KEY }).secretBoxKey.toString('hex')).toBe(
      PRODUCTION_KEY,
    );
    expect(() => loadConfig({ ...PRODUCTION, SECRET_BOX_KEY: undefined })).toThrow(
      /SECRET_BOX_KEY is required/,
    );
    expect(() => loadConfig({ SECRET_BOX_KEY: 'short' })).toThrow(
      /SECRET_BOX_KEY must be 32 bytes/,
    );
  });

  it('believes X-Forwarded-* only from the proxies TRUST_PROXY lists (ADR 033)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1,uniquelocal' }).trustProxy).toEqual(
      ['10.0.0.0/8', '192.0.2.7', '::1', 'uniquelocal'],
    );
    for (const value of ['true', '*', '1', '2', '10.0.0.0/33', 'balancer.internal', ','])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
