// Made on first use only: most pages never name a country.
let regionNames: Intl.DisplayNames | null | undefined;

/** A country's English name by its two-letter code, as the browser knows it; undefined if not. */
export function regionName(code: string): string | undefined {
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
