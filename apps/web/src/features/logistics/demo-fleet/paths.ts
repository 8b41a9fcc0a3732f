/** The "Try our Wings" page (SPEC.md: Wanna fly?), where pilots ask for a demo wing. */
export const TRY_WINGS_PATH = '/wanna_try/';

/** The address of the request form with a wing chosen (the product page's button). */
export const tryWingPath = (slug: string) => `${TRY_WINGS_PATH}?model=${encodeURIComponent(slug)}`;

/** Where the demo fleet's screens, and those they link to, live in the back office. */
export const DEMO_FLEET_PATHS = {
  home: '/backoffice/demo-fleet',
  rentals: '/backoffice/demo-fleet?view=rentals',
  rental: (id: number) => `/backoffice/demo-fleet/rentals/${id}`,
  unit: (id: number) => `/backoffice/units/${id}`,
  order: (saleSequence: string) => `/backoffice/orders/${encodeURIComponent(saleSequence)}`,
} as const;
