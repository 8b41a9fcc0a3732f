import type { AppMode } from '@windfamily/contract/system';

export interface AppConfig {
  brand: string;
  mode: AppMode;
  sentryDsn?: string;
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
