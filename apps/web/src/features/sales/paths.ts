/** Where the sales screens live in the back office. */
export const SALES_PATHS = {
  orders: '/backoffice/orders',
  order: (saleSequence: string) => `/backoffice/orders/${encodeURIComponent(saleSequence)}`,
} as const;
