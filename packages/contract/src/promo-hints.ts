// A module of its own: messages.ts is part of every page's first JavaScript, these are not.
/**
 * The hints after a wrong promo code (SPEC.md section 4), by how often the same code was tried:
 * the first three word for word, then one naming a code that works.
 */
export const PROMO_HINTS = {
  first: 'Invalid Code. Maybe you should try again...',
  second: 'Still invalid. Come on, you can do it!',
  third: 'Sigh. Okay, you get one more try.',
  fallback: (code: string) => `Okay, here is one that works: ${code}`,
} as const;
/** The code the fourth hint names when the server's page configuration does not say. */
export const DEFAULT_PROMO_FALLBACK_CODE = 'FLYHIGH10';
