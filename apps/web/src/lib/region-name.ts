import { appConfig } from './app-config';

// Made on first use only: most pages never name a country, and the browser takes tens of
// milliseconds to load its names (far more on a slow phone).
let regionNames: Intl.DisplayNames | null | undefined;

/**
 * A country's English name by its two-letter code; undefined if not known. The visitor's own
 * country is named as the page came (the server's country list); others as the browser knows
 * them.
 */
export function regionName(code: string): string | undefined {
  if (appConfig.country && appConfig.countryName && code.toLowerCase() === appConfig.country)
    return appConfig.countryName;
  regionNames ??=
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames(['en'], { type: 'region' })
      : null;
  const upper = code.toUpperCase();
  try {
    const name = regionNames?.of(upper);
    return name && name !== upper ? name : undefined;
  } catch {
    // not a region code the browser knows
    return undefined;
  }
}
