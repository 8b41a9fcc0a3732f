import path from 'node:path';
import { z } from 'zod';
import { APP_MODES } from '@windfamily/contract/system';

const PORT_MESSAGE = 'must be a port number from 0 to 65535';
const DEV_SECRET_KEY = 'dev-only-secret-key-do-not-use-in-production-0000';
/** The seller of dev mode's invoices: a made-up company in Telfs, Tyrol. */
const DEMO_SHOP_ADDRESS = 'Bahnhofstraße 12|6410 Telfs';
const DEMO_SHOP_VAT_ID = 'ATU12345678';

/** The carriers the shop can book parcels with (`none`: labels are bought by hand). */
export const CARRIERS = ['stand-in', 'dhl-express', 'none'] as const;
export type CarrierId = (typeof CARRIERS)[number];

/** How the stand-in carrier can be told to fail every booking, to try the shop's handling. */
export const STAND_IN_FAILURES = ['permanent', 'transient', 'timeout'] as const;
export type StandInFailure = (typeof STAND_IN_FAILURES)[number];

/** How dear a password's hash is made (see modules/accounts/passwords.ts). */
export const PASSWORD_HASH_COSTS = ['standard', 'low'] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];

/** The MyDHL API's base URLs: the test environment books nothing for real. */
export const DHL_EXPRESS_API_URLS = {
  live: 'https://express.api.dhl.com/mydhlapi',
  test: 'https://express.api.dhl.com/mydhlapi/test',
} as const;

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** An optional value; empty (e.g. `SECRET_KEY=` in a .env file) counts as unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)),
      `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/** `30s`, `2m`, `1.5h`, `250ms`: a length of time, in milliseconds. */
const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/;
const DURATION_UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const durationMs = (value: string) => {
  const [, amount = '', unit = 's'] = DURATION.exec(value.trim()) ?? [];
  return Number(amount) * DURATION_UNIT_MS[unit as keyof typeof DURATION_UNIT_MS];
};
const isDuration = (value: string) => DURATION.test(value.trim()) && durationMs(value) > 0;
const DURATION_MESSAGE = 'must be a length of time such as 30s, 2m, 1h or 2d';
const duration = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || fallback)
    .refine(isDuration, DURATION_MESSAGE)
    .transform(durationMs);

/** `SHOP_ADDRESS`: street lines, then `postcode city`, separated by `|`. */
const SHOP_ADDRESS_MESSAGE =
  'must be the street and "postcode city" separated by |, such as Bahnhofstraße 12|6410 Telfs';
const shopAddressLines = (value: string) => value.split('|').map((line) => line.trim());
const POSTCODE_CITY = /^(\S+)\s+(.+)$/;

/** Where the shop sits, as its invoices print it. */
export interface ShopAddress {
  /** The street, on one or two lines. */
  lines: string[];
  zipcode: string;
  city: string;
  /** Lower-case ISO code: `SHOP_COUNTRY`. */
  country: string;
}

function parseShopAddress(value: string, country: string): ShopAddress {
  const lines = shopAddressLines(value);
  const [, zipcode = '', city = ''] = POSTCODE_CITY.exec(lines.at(-1) ?? '') ?? [];
  return { lines: lines.slice(0, -1), zipcode, city, country };
}

const envSchema = z
  .object({
    // An empty PORT (e.g. `PORT=` in a .env file) means the default, not port 0.
    PORT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ error: PORT_MESSAGE })
        .int(PORT_MESSAGE)
        .min(0, PORT_MESSAGE)
        .max(65535, PORT_MESSAGE)
        .default(3000),
    ),
    HOST: z.string().default('0.0.0.0'),
    APP_MODE: z.enum(APP_MODES).default('dev'),
    DATA_DIR: z.string().min(1).default('./data'),
    MEDIA_DIR: optionalText,
    SHOP_COUNTRY: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/, 'must be a two-letter country code such as at')
      .default('at'),
    PROMO_FALLBACK_CODE: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/, 'must be 2 to 40 letters, digits, - or _')
      .default('FLYHIGH10'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    SECRET_KEY: optionalText,
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: optionalText,
    // The waits between a mail's tries (the last one repeats), and when it is given up.
    MAIL_RETRY_DELAYS: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || '30s,2m,10m,30m,1h,2h')
      .refine(
        (value) => value.split(',').every(isDuration),
        'must be lengths of time separated by commas, such as 30s,2m,10m,1h',
      )
      .transform((value) => value.split(',').map(durationMs)),
    MAIL_GIVE_UP_AFTER: duration('48h'),
    SHOP_EMAIL: z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
      .default('shop@localhost'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    SENTRY_DSN: optionalUrl(['https', 'http']),
    PUBLIC_URL: optionalUrl(['https', 'http']),
    BRAND_NAME: z.string().trim().min(1).max(60).default('Windfamily'),
    BANK_ACCOUNT_HOLDER: optionalText,
    BANK_IBAN: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,36}$/, 'must be an IBAN such as AT61 1904 3002 3457 3201')
      .default('AT61 1904 3002 3457 3201'),
    BANK_BIC: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 letters and digits')
      .default('BKAUATWW'),
    BANK_NAME: z.string().trim().min(1).max(100).default('Alpine Savings Bank'),
    // The seller on every invoice: demo values in dev, required in prod (see superRefine).
    SHOP_LEGAL_NAME: optionalText.refine(
      (value) => value === undefined || value.length <= 100,
      'must be at most 100 characters',
    ),
    SHOP_ADDRESS: optionalText.refine((value) => {
      if (value === undefined) return true;
      const lines = shopAddressLines(value);
      return (
        lines.length >= 2 &&
        lines.length <= 3 &&
        lines.every((line) => line.length > 0 && line.length <= 100) &&
        POSTCODE_CITY.test(lines.at(-1)!)
      );
    }, SHOP_ADDRESS_MESSAGE),
    SHOP_VAT_ID: optionalText
      .transform((value) => value?.replace(/\s+/g, '').toUpperCase())
      .refine(
        (value) => value === undefined || /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(value),
        'must be a VAT id such as ATU12345678',
      ),
    SHOP_REGISTRATION: optionalText.refine(
      (value) => value === undefined || value.length <= 100,
      'must be at most 100 characters',
    ),
    SHOP_PHONE: optionalText.refine(
      (value) => value === undefined || /^\+[\d ]{6,20}$/.test(value),
      'must be an international phone number such as +43 5262 64100',
    ),
    CARRIER: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(CARRIERS, { error: `must be one of ${CARRIERS.join(', ')}` }).optional(),
    ),
    CARRIER_ALLOW_STAND_IN: flag,
    CARRIER_STAND_IN_FAILURE: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .enum(STAND_IN_FAILURES, { error: `must be one of ${STAND_IN_FAILURES.join(', ')}` })
        .optional(),
    ),
    DHL_EXPRESS_API_URL: optionalUrl(['https', 'http']),
    DHL_EXPRESS_API_KEY: optionalText,
    DHL_EXPRESS_API_SECRET: optionalText,
    DHL_EXPRESS_ACCOUNT: optionalText.refine(
      (value) => value === undefined || /^\d{9}$/.test(value),
      'must be the nine-digit DHL Express account number',
    ),
    TRUST_PROXY: flag,
    // The tests' many accounts: argon2id at its least cost instead of OWASP's (dev only).
    PASSWORD_HASH_COST: z
      .enum(PASSWORD_HASH_COSTS, { error: `must be one of ${PASSWORD_HASH_COSTS.join(', ')}` })
      .default('standard'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.APP_MODE === 'prod') {
      if (!env.SECRET_KEY || env.SECRET_KEY.length < 32) {
        ctx.addIssue({
          code: 'custom',
          path: ['SECRET_KEY'],
          message: 'must be set to at least 32 random characters when APP_MODE=prod',
        });
      }
      // Invoices must name the real seller: no demo company in production.
      for (const name of ['SHOP_LEGAL_NAME', 'SHOP_ADDRESS', 'SHOP_VAT_ID'] as const) {
        if (env[name] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be set when APP_MODE=prod: invoices print it',
          });
      }
      if (env.PASSWORD_HASH_COST !== 'standard')
        ctx.addIssue({
          code: 'custom',
          path: ['PASSWORD_HASH_COST'],
          message: 'must be standard when APP_MODE=prod',
        });
    } else if (env.SECRET_KEY !== undefined && env.SECRET_KEY.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRET_KEY'],
        message: 'must be at least 32 characters',
      });
    }
    const carrier = carrierOf(env);
    if (carrier === 'stand-in' && env.APP_MODE === 'prod' && !env.CARRIER_ALLOW_STAND_IN)
      ctx.addIssue({
        code: 'custom',
        path: ['CARRIER'],
        message:
          'is the stand-in, which books no real parcels: set CARRIER_ALLOW_STAND_IN=true to use it with APP_MODE=prod anyway (a demo or staging shop)',
      });
    if (env.CARRIER_STAND_IN_FAILURE !== undefined && carrier !== 'stand-in')
      ctx.addIssue({
        code: 'custom',
        path: ['CARRIER_STAND_IN_FAILURE'],
        message: `only applies to the stand-in carrier, not to ${carrier}`,
      });
    if (carrier === 'dhl-express') {
      const why = env.CARRIER ? 'when CARRIER=dhl-express' : 'with DHL_EXPRESS_API_KEY';
      for (const name of [
        'DHL_EXPRESS_API_KEY',
        'DHL_EXPRESS_API_SECRET',
        'DHL_EXPRESS_ACCOUNT',
        'SHOP_PHONE',
      ] as const) {
        if (env[name] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `must be set ${why}${name === 'SHOP_PHONE' ? ': DHL needs the shipper’s phone' : ''}`,
          });
      }
    }
  });

/**
 * The carrier the shop books with: the one `CARRIER` names; else DHL Express when its key is
 * set; else, as with card payments, the stand-in in development and none in production.
 */
function carrierOf(env: {
  CARRIER?: CarrierId;
  DHL_EXPRESS_API_KEY?: string;
  APP_MODE: 'dev' | 'prod';
}): CarrierId {
  if (env.CARRIER) return env.CARRIER;
  if (env.DHL_EXPRESS_API_KEY) return 'dhl-express';
  return env.APP_MODE === 'dev' ? 'stand-in' : 'none';
}

/** The carrier and what it needs. */
export type CarrierConfig =
  | { id: 'none' }
  | { id: 'stand-in'; failure: StandInFailure | undefined }
  | { id: 'dhl-express'; apiUrl: string; apiKey: string; apiSecret: string; account: string };

export interface Config {
  port: number;
  host: string;
  mode: 'dev' | 'prod';
  isDev: boolean;
  dataDir: string;
  /** Uploaded and rendered pictures. */
  mediaDir: string;
  /** Where the shop is: its VAT applies to consumers there, resellers elsewhere pay none. */
  shopCountry: string;
  /** The working code the fourth wrong promo code's hint names. */
  promoFallbackCode: string;
  databaseUrl: string | undefined;
  secretKey: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The mail queue's waits between a mail's tries (the last repeats), and when it gives up. */
  mailRetry: { delaysMs: number[]; giveUpAfterMs: number };
  /** The shop's inbox: messages of the contact form go there. */
  shopEmail: string;
  sentryDsn: string | undefined;
  publicUrl: string;
  brand: string;
  trustProxy: boolean;
  /** How dear a password's hash is: `standard` (OWASP's argon2id), or `low` for tests. */
  passwordHashCost: PasswordHashCost;
  logLevel: string;
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined };
  /** Who books the parcels' labels (see docs/decisions/0023-carriers.md). */
  carrier: CarrierConfig;
  /** Where bank-transfer orders are paid to. */
  bank: { accountHolder: string; iban: string; bic: string; name: string };
  /** The seller as invoices print it (EU VAT Directive art. 226, UStG section 11). */
  shop: {
    legalName: string;
    address: ShopAddress;
    vatId: string;
    /** The commercial register's entry (Firmenbuch number), when given. */
    registration: string | undefined;
    /** For carriers: their couriers call the shipper. */
    phone: string | undefined;
  };
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    mode: e.APP_MODE,
    isDev: e.APP_MODE === 'dev',
    dataDir: path.resolve(e.DATA_DIR),
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media')),
    shopCountry: e.SHOP_COUNTRY,
    promoFallbackCode: e.PROMO_FALLBACK_CODE,
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY ?? DEV_SECRET_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.BRAND_NAME}" <noreply@localhost>`,
    mailRetry: { delaysMs: e.MAIL_RETRY_DELAYS, giveUpAfterMs: e.MAIL_GIVE_UP_AFTER },
    shopEmail: e.SHOP_EMAIL,
    sentryDsn: e.SENTRY_DSN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    brand: e.BRAND_NAME,
    trustProxy: e.TRUST_PROXY,
    passwordHashCost: e.PASSWORD_HASH_COST,
    logLevel: e.LOG_LEVEL,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    carrier: carrierConfig(e),
    bank: {
      accountHolder: e.BANK_ACCOUNT_HOLDER ?? e.BRAND_NAME,
      iban: e.BANK_IBAN,
      bic: e.BANK_BIC,
      name: e.BANK_NAME,
    },
    shop: {
      legalName: e.SHOP_LEGAL_NAME ?? `${e.BRAND_NAME} GmbH`,
      address: parseShopAddress(e.SHOP_ADDRESS ?? DEMO_SHOP_ADDRESS, e.SHOP_COUNTRY),
      vatId: e.SHOP_VAT_ID ?? DEMO_SHOP_VAT_ID,
      registration: e.SHOP_REGISTRATION,
      phone: e.SHOP_PHONE,
    },
  };
}

function carrierConfig(e: z.output<typeof envSchema>): CarrierConfig {
  const id = carrierOf(e);
  if (id === 'stand-in') return { id, failure: e.CARRIER_STAND_IN_FAILURE };
  if (id === 'none') return { id };
  return {
    id,
    // The test environment unless in production: development books no real parcels.
    apiUrl: (
      e.DHL_EXPRESS_API_URL ??
      (e.APP_MODE === 'prod' ? DHL_EXPRESS_API_URLS.live : DHL_EXPRESS_API_URLS.test)
    ).replace(/\/+$/, ''),
    // The schema's check has made sure these are set.
    apiKey: e.DHL_EXPRESS_API_KEY!,
    apiSecret: e.DHL_EXPRESS_API_SECRET!,
    account: e.DHL_EXPRESS_ACCOUNT!,
  };
}
