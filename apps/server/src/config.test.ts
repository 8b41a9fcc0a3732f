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
      passwordHashCost: 'standard',
      // 30 s, 2 min, 10 min, 30 min, 1 h, then every 2 h; given up after two days.
      mailRetry: {
        delaysMs: [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000],
        giveUpAfterMs: 48 * 3_600_000,
      },
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
      SHOP_LEGAL_NAME: 'Skyward Gleitschirme GmbH',
      SHOP_ADDRESS: 'Hauptplatz 3 | Hof 2|8010 Graz',
      SHOP_VAT_ID: 'atu 1234 5678',
      SHOP_REGISTRATION: 'FN 123456a, Landesgericht Graz',
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
      shop: {
        legalName: 'Skyward Gleitschirme GmbH',
        address: { lines: ['Hauptplatz 3', 'Hof 2'], zipcode: '8010', city: 'Graz', country: 'at' },
        vatId: 'ATU12345678',
        registration: 'FN 123456a, Landesgericht Graz',
      },
    });
  });

  it('has a demo seller for the invoices of dev mode', () => {
    expect(loadConfig({ BRAND_NAME: 'Skyward' }).shop).toEqual({
      legalName: 'Skyward GmbH',
      address: { lines: ['Bahnhofstraße 12'], zipcode: '6410', city: 'Telfs', country: 'at' },
      vatId: 'ATU12345678',
      registration: undefined,
    });
  });

  it('needs the real seller in prod', () => {
    const message = configError({ APP_MODE: 'prod', SECRET_KEY: 's'.repeat(40) });
    for (const name of ['SHOP_LEGAL_NAME', 'SHOP_ADDRESS', 'SHOP_VAT_ID'])
      expect(message).toContain(`${name}: must be set when APP_MODE=prod`);
    expect(message).not.toContain('SHOP_REGISTRATION');
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
    [{ PASSWORD_HASH_COST: 'none' }, 'PASSWORD_HASH_COST', 'standard, low'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'info'],
    [{ SHOP_ADDRESS: 'Bahnhofstraße 12' }, 'SHOP_ADDRESS', 'postcode city'],
    [{ SHOP_ADDRESS: 'Bahnhofstraße 12|Telfs' }, 'SHOP_ADDRESS', 'postcode city'],
    [{ SHOP_ADDRESS: 'A 1|B 2|C 3|6410 Telfs' }, 'SHOP_ADDRESS', 'separated by |'],
    [{ SHOP_VAT_ID: 'U123' }, 'SHOP_VAT_ID', 'ATU12345678'],
    [{ SHOP_LEGAL_NAME: 'x'.repeat(101) }, 'SHOP_LEGAL_NAME', 'at most 100'],
  ])('rejects %j naming %s', (env, variable, hint) => {
    const message = configError(env);
    expect(message).toMatch(new RegExp(`^Invalid configuration:\\n {2}${variable}: `));
    expect(message).toContain(hint);
  });

  it("reads the mail queue's waits as lengths of time", () => {
    expect(
      loadConfig({ MAIL_RETRY_DELAYS: '250ms, 1.5s,2m', MAIL_GIVE_UP_AFTER: '3d' }).mailRetry,
    ).toEqual({ delaysMs: [250, 1500, 120_000], giveUpAfterMs: 3 * 86_400_000 });
    const message = configError({ MAIL_RETRY_DELAYS: '30s,,2m', MAIL_GIVE_UP_AFTER: '2 days' });
    expect(message).toContain('MAIL_RETRY_DELAYS: must be lengths of time');
    expect(message).toContain('MAIL_GIVE_UP_AFTER: must be a length of time');
    expect(configError({ MAIL_GIVE_UP_AFTER: '0s' })).toContain('MAIL_GIVE_UP_AFTER: ');
  });

  it('hashes passwords at a low cost for tests only, never in prod', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: 'low' }).passwordHashCost).toBe('low');
    const message = configError({
      APP_MODE: 'prod',
      SECRET_KEY: 's'.repeat(40),
      SHOP_LEGAL_NAME: 'Windfamily GmbH',
      SHOP_ADDRESS: 'Bahnhofstraße 12|6410 Telfs',
      SHOP_VAT_ID: 'ATU12345678',
      PASSWORD_HASH_COST: 'low',
    });
    expect(message).toBe(
      'Invalid configuration:\n  PASSWORD_HASH_COST: must be standard when APP_MODE=prod',
    );
  });

  it('names every bad variable at once', () => {
    const message = configError({ PORT: 'abc', APP_MODE: 'test', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT: ');
    expect(message).toContain('APP_MODE: ');
    expect(message).toContain('DATABASE_URL: ');
  });
});

describe('the carrier', () => {
  const prod = {
    APP_MODE: 'prod',
    SECRET_KEY: 's'.repeat(40),
    SHOP_LEGAL_NAME: 'Windfamily GmbH',
    SHOP_ADDRESS: 'Bahnhofstraße 12|6410 Telfs',
    SHOP_VAT_ID: 'ATU12345678',
  };
  const dhl = {
    DHL_EXPRESS_API_KEY: 'windfamilyAT',
    DHL_EXPRESS_API_SECRET: 'Q!2wE4rT6yU8iO0p',
    DHL_EXPRESS_ACCOUNT: '123456789',
    SHOP_PHONE: '+43 5262 64100',
  };

  it('is the stand-in in dev mode, as card payments are', () => {
    expect(loadConfig({}).carrier).toEqual({ id: 'stand-in', failure: undefined });
    expect(loadConfig({ CARRIER_STAND_IN_FAILURE: 'timeout' }).carrier).toEqual({
      id: 'stand-in',
      failure: 'timeout',
    });
  });

  it('is none in prod without one: labels are bought by hand, not faked', () => {
    expect(loadConfig(prod).carrier).toEqual({ id: 'none' });
  });

  it('is DHL Express when its key is set, on the live API in prod and the test API in dev', () => {
    expect(loadConfig({ ...prod, ...dhl }).carrier).toEqual({
      id: 'dhl-express',
      apiUrl: 'https://express.api.dhl.com/mydhlapi',
      apiKey: 'windfamilyAT',
      apiSecret: 'Q!2wE4rT6yU8iO0p',
      account: '123456789',
    });
    expect(loadConfig(dhl).carrier).toMatchObject({
      id: 'dhl-express',
      apiUrl: 'https://express.api.dhl.com/mydhlapi/test',
    });
    expect(
      loadConfig({ ...dhl, DHL_EXPRESS_API_URL: 'http://127.0.0.1:9000/mydhl/' }).carrier,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:9000/mydhl' });
    expect(loadConfig({ ...prod, ...dhl }).shop.phone).toBe('+43 5262 64100');
  });

  it('refuses the stand-in in prod unless it is allowed on purpose', () => {
    const message = configError({ ...prod, CARRIER: 'stand-in' });
    expect(message).toContain('CARRIER: is the stand-in');
    expect(message).toContain('CARRIER_ALLOW_STAND_IN=true');
    expect(
      loadConfig({ ...prod, CARRIER: 'stand-in', CARRIER_ALLOW_STAND_IN: 'true' }).carrier,
    ).toEqual({
      id: 'stand-in',
      failure: undefined,
    });
  });

  it('needs every DHL Express variable once DHL Express is chosen, naming each missing one', () => {
    const message = configError({ CARRIER: 'dhl-express', DHL_EXPRESS_API_KEY: 'windfamilyAT' });
    expect(message).toContain('DHL_EXPRESS_API_SECRET: must be set when CARRIER=dhl-express');
    expect(message).toContain('DHL_EXPRESS_ACCOUNT: must be set when CARRIER=dhl-express');
    expect(message).toContain('SHOP_PHONE: must be set when CARRIER=dhl-express');
    expect(message).not.toContain('DHL_EXPRESS_API_KEY:');
    expect(configError({ ...prod, DHL_EXPRESS_API_KEY: 'windfamilyAT' })).toContain(
      'DHL_EXPRESS_API_SECRET: must be set with DHL_EXPRESS_API_KEY',
    );
  });

  it.each([
    [{ CARRIER: 'ups' }, 'CARRIER', 'stand-in, dhl-express, none'],
    [
      { CARRIER_STAND_IN_FAILURE: 'sometimes' },
      'CARRIER_STAND_IN_FAILURE',
      'permanent, transient, timeout',
    ],
    [
      { CARRIER: 'none', CARRIER_STAND_IN_FAILURE: 'timeout' },
      'CARRIER_STAND_IN_FAILURE',
      'only applies to the stand-in',
    ],
    [{ ...dhl, DHL_EXPRESS_ACCOUNT: '12345' }, 'DHL_EXPRESS_ACCOUNT', 'nine-digit'],
    [{ ...dhl, DHL_EXPRESS_API_URL: 'express.api.dhl.com' }, 'DHL_EXPRESS_API_URL', 'https://'],
    [{ SHOP_PHONE: '05262 64100' }, 'SHOP_PHONE', '+43 5262 64100'],
    [{ CARRIER_ALLOW_STAND_IN: 'yes' }, 'CARRIER_ALLOW_STAND_IN', 'true'],
  ])('rejects %j naming %s', (env, variable, hint) => {
    const message = configError(env);
    expect(message).toMatch(new RegExp(`^Invalid configuration:\\n {2}${variable}: `));
    expect(message).toContain(hint);
  });
});
