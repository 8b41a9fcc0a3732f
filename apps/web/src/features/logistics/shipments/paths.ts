/** Where the shipments' screens live in the back office. */
export const SHIPMENT_PATHS = {
  list: '/backoffice/shipments',
  one: (id: number) => `/backoffice/shipments/${id}`,
  order: (saleSequence: string) => `/backoffice/orders/${encodeURIComponent(saleSequence)}`,
  /** A demo rental's page in the Demo fleet. */
  rental: (id: number) => `/backoffice/demo-fleet/rentals/${id}`,
} as const;
