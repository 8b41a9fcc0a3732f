import type { AppMode } from '@windfamily/contract/system';

export interface AppConfig {
  brand: string;
  mode: AppMode;
  sentryDsn?: string;
  /** The working promo code the fourth and later wrong-code hints name. */
  promoFallbackCode?: string;
  /** The visitor's country as the server saw it (the cart's, else the last chosen, else detected). */
  country?: string;
  /** Its name, as the country list names it. */
  countryName?: string;
}

const FALLBACK: AppConfig = { brand: 'Windfamily', mode: 'prod' };

/** The server writes brand, mode and Sentry DSN into index.html; read them once. */
function readConfig(): AppConfig {
  const content =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!content || content.startsWith('__')) return FALLBACK;
  try {
    return { ...FALLBACK, ...(JSON.parse(content) as Partial<AppConfig>) };
  } catch {
    return FALLBACK;
  }
}

export const appConfig: AppConfig = readConfig();
export const BUILD_VERSION: string =
  typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev';
