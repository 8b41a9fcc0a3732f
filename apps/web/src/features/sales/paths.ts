/** Where the sales screens live in the back office, and the screens they link to. */
export const SALES_PATHS = {
  orders: '/backoffice/orders',
  order: (saleSequence: string) => `/backoffice/orders/${encodeURIComponent(saleSequence)}`,
  /** A customer's page in the back office's Customers section. */
  customer: (id: number) => `/backoffice/customers/${id}`,
} as const;
