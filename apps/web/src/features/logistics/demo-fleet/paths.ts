/** The "Try our Wings" page (SPEC.md: Wanna fly?), where pilots ask for a demo wing. */
export const TRY_WINGS_PATH = '/wanna_try/';

/** The address of the request form with a wing chosen (the product page's button). */
export const tryWingPath = (slug: string) => `${TRY_WINGS_PATH}?model=${encodeURIComponent(slug)}`;
