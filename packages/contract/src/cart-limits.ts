// The cart's constants without zod, for browser code that only needs the numbers.

/** Most of one thing in one cart line. */
export const MAX_LINE_AMOUNT = 99;
/** The cart badge shows at most this, then `99+` (SPEC.md section 9). */
export const BADGE_MAX = 99;
/** How long a promo-code hint stays (SPEC.md section 9). */
export const PROMO_HINT_MS = 3000;
