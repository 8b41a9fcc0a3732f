/** Where the customers, resellers and staff screens live in the back office. */
export const CUSTOMER_PATHS = {
  customers: '/backoffice/customers',
  customer: (id: number) => `/backoffice/customers/${id}`,
  resellers: '/backoffice/resellers',
  reseller: (id: number) => `/backoffice/resellers/${id}`,
  staff: '/backoffice/staff',
  /** An order in the back office's Orders section. */
  order: (saleSequence: string) => `/backoffice/orders/${encodeURIComponent(saleSequence)}`,
  /** The Orders section's list, searched for an e-mail address. */
  ordersOf: (email: string) => `/backoffice/orders?${new URLSearchParams({ search: email })}`,
} as const;
