/** Where the Stock screens live in the back office, and the orders they link to. */
export const STOCK_PATHS = {
  levels: '/backoffice/stock',
  moves: '/backoffice/stock/moves',
  movesOf: (filters: Record<string, string>) =>
    `/backoffice/stock/moves?${new URLSearchParams(filters)}`,
  reservations: '/backoffice/stock/reservations',
  checks: '/backoffice/stock/checks',
  check: (id: number) => `/backoffice/stock/checks/${id}`,
  order: (saleSequence: string) => `/backoffice/orders/${encodeURIComponent(saleSequence)}`,
} as const;
