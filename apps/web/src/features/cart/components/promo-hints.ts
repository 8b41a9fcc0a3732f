import { DEFAULT_PROMO_FALLBACK_CODE, PROMO_HINTS } from '@windfamily/contract/promo-hints';
import { appConfig } from '../../../lib/app-config';

/** The code the fourth and later hints name: the server's, else the demo's. */
export const promoFallbackCode = () => appConfig.promoFallbackCode || DEFAULT_PROMO_FALLBACK_CODE;

/** The hint after the `attempt`-th wrong try of one code (SPEC.md section 4). */
export function promoHint(attempt: number, fallbackCode = promoFallbackCode()): string {
  if (attempt <= 1) return PROMO_HINTS.first;
  if (attempt === 2) return PROMO_HINTS.second;
  if (attempt === 3) return PROMO_HINTS.third;
  return PROMO_HINTS.fallback(fallbackCode);
}

/** Attempts are counted per code, whatever its case. */
export const promoKey = (code: string) => code.trim().toLowerCase();
