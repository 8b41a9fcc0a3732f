import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  it('has working defaults for `npm start`', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      mode: 'dev',
      isDev: true,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      brand: 'Windfamily',
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.secretKey.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the variables of the README', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_MODE: 'prod',
      SECRET_KEY: 's'.repeat(40),
      DATABASE_URL: 'postgres://shop@db/shop',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'shop@example.com',
      PUBLIC_URL: 'https://shop.example.com/',
      BRAND_NAME: 'Skyward',
    });
    expect(config).toMatchObject({
      port: 8080,
      mode: 'prod',
      isDev: false,
      secretKey: 's'.repeat(40),
      databaseUrl: 'postgres://shop@db/shop',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'shop@example.com',
      publicUrl: 'https://shop.example.com', // no trailing slash: links are built on it
      brand: 'Skyward',
    });
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      SMTP_URL: ' ',
      PUBLIC_URL: '',
      SECRET_KEY: '',
      MAIL_FROM: '',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(config.mailFrom).toBe('"Windfamily" <noreply@localhost>');
    expect(configError({ APP_MODE: 'prod', SECRET_KEY: '' })).toContain('SECRET_KEY: ');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'must be a port number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT', 'must be a port number from 0 to 65535'],
    [{ PORT: '80.5' }, 'PORT', 'must be a port number from 0 to 65535'],
    [{ APP_MODE: 'test' }, 'APP_MODE', '"dev"|"prod"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', 'postgres://'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL', 'smtp://'],
    [{ PUBLIC_URL: 'shop.example.com' }, 'PUBLIC_URL', 'https://'],
    [{ APP_MODE: 'prod' }, 'SECRET_KEY', 'APP_MODE=prod'],
    [{ APP_MODE: 'prod', SECRET_KEY: 'too-short' }, 'SECRET_KEY', 'at least 32'],
    [{ SECRET_KEY: 'too-short' }, 'SECRET_KEY', 'at least 32'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'info'],
  ])('rejects %j naming %s', (env, variable, hint) => {
    const message = configError(env);
    expect(message).toMatch(new RegExp(`^Invalid configuration:\\n {2}${variable}: `));
    expect(message).toContain(hint);
  });

  it('names every bad variable at once', () => {
    const message = configError({ PORT: 'abc', APP_MODE: 'test', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT: ');
    expect(message).toContain('APP_MODE: ');
    expect(message).toContain('DATABASE_URL: ');
  });
});
