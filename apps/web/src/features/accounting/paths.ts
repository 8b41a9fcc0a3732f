/** Where the accounting screens live in the back office, and the orders they link to. */
export const ACCOUNTING_PATHS = {
  invoices: '/backoffice/invoices',
  payments: '/backoffice/payments',
  statements: '/backoffice/bank-statements',
  statement: (id: number) => `/backoffice/bank-statements/${id}`,
  audit: '/backoffice/audit',
  statistics: '/backoffice/statistics',
  /** An order in the back office's orders. */
  order: (saleSequence: string) => `/backoffice/orders/${encodeURIComponent(saleSequence)}`,
} as const;
