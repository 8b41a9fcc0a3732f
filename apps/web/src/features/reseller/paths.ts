/** The reseller area's pages (SPEC.md: the reseller's Admin link). */
export const RESELLER_PATHS = {
  area: '/admin/',
  newOrder: '/admin/orders/new',
} as const;
