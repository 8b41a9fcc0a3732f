import { z } from 'zod';
import type { Groups } from './accounts';

/**
 * What each role may do. The server checks these codes on every call; the web only
 * uses them to decide what to show.
 */
export const PERMISSIONS = {
  /** Own account, own orders, own colour combos. */
  account: 'account.manage_own',
  /** The reseller admin (`/admin/`). */
  resellerAdmin: 'reseller.admin',
  /** The staff back office (`/backoffice/`). */
  backoffice: 'backoffice.access',
  /** Read orders, customers and resellers. */
  ordersView: 'orders.view',
  /** Change orders (details, lines, invoice, mails, copy, cancel), customers and resellers. */
  sales: 'sales.manage',
  /** Record bank transfers, import bank statements, refund. */
  payments: 'payments.manage',
  /** The books: every invoice, credit note and payment, and their exports. */
  accounting: 'accounting.view',
  /** Stock, production and shipping. */
  warehouse: 'warehouse.manage',
  /** The shop's catalogue, prices, promo codes and shipping prices. */
  store: 'store.manage',
  /** The site's content: pages, blocks, downloads, blog, family, newsletter subscribers. */
  content: 'content.manage',
  /** The sales statistics and the morning's open items (`GET /api/accounting/statistics/`). */
  statistics: 'statistics.view',
  /** The site's own web statistics (`GET /api/webstats/`). */
  webstats: 'webstats.view',
  /** The audit log of every staff write. */
  audit: 'audit.view',
  /** Give staff their roles. */
  staff: 'staff.manage',
  /** Clear the server's caches. */
  clearCache: 'system.clear_cache',
  /** Dev mode's data notebook: read-only SQL against the app's database (superusers only). */
  notebook: 'system.notebook',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

/**
 * The named staff roles: a superuser gives each member of staff the roles of their job. A
 * member of staff holds the permissions of all their roles; a superuser holds every one.
 */
export const STAFF_ROLES = {
  sales: {
    label: 'Sales',
    description: 'Orders from placed to paid and invoiced, customers and resellers, refunds.',
    permissions: [
      PERMISSIONS.backoffice,
      PERMISSIONS.ordersView,
      PERMISSIONS.sales,
      PERMISSIONS.payments,
      PERMISSIONS.statistics,
      PERMISSIONS.webstats,
    ],
  },
  accounting: {
    label: 'Accounting',
    description: 'Invoices, payments and bank statements, exports, the audit log.',
    permissions: [
      PERMISSIONS.backoffice,
      PERMISSIONS.ordersView,
      PERMISSIONS.accounting,
      PERMISSIONS.payments,
      PERMISSIONS.audit,
      PERMISSIONS.statistics,
      PERMISSIONS.webstats,
    ],
  },
  warehouse: {
    label: 'Warehouse',
    description: 'Stock, production and shipping of the orders.',
    permissions: [PERMISSIONS.backoffice, PERMISSIONS.ordersView, PERMISSIONS.warehouse],
  },
  content: {
    label: 'Content',
    description: 'Pages, blocks, news, family, downloads and the newsletter.',
    permissions: [PERMISSIONS.backoffice, PERMISSIONS.content, PERMISSIONS.webstats],
  },
  store: {
    label: 'Store',
    description: 'Catalogue, prices and price lists, promo codes, shipping prices, colours.',
    permissions: [PERMISSIONS.backoffice, PERMISSIONS.store],
  },
} as const satisfies Record<
  string,
  { label: string; description: string; permissions: readonly Permission[] }
>;
export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_CODES = Object.keys(STAFF_ROLES) as StaffRole[];
export const staffRoleSchema = z.enum(STAFF_ROLE_CODES as [StaffRole, ...StaffRole[]], {
  error: `one of ${STAFF_ROLE_CODES.join(', ')}`,
});

/**
 * Who may upload a picture (`POST /api/store/admin/images/`), holding any one of these: the
 * catalogue's editors (products) and the content's (blocks, blog covers, family photos).
 */
export const IMAGE_UPLOAD_PERMISSIONS: readonly Permission[] = [
  PERMISSIONS.store,
  PERMISSIONS.content,
];

/** An account's roles as the permissions need them. */
export interface RoleHolder extends Pick<Groups, 'is_reseller' | 'is_superuser'> {
  staff_roles: readonly string[];
}

const ROLE_PERMISSIONS: ReadonlyMap<string, readonly Permission[]> = new Map(
  Object.entries(STAFF_ROLES).map(([code, role]) => [code, role.permissions]),
);

export function permissionsFor(holder: RoleHolder): Permission[] {
  if (holder.is_superuser) return [...ALL_PERMISSIONS];
  const granted = new Set<Permission>([PERMISSIONS.account]);
  if (holder.is_reseller) granted.add(PERMISSIONS.resellerAdmin);
  for (const role of holder.staff_roles)
    for (const permission of ROLE_PERMISSIONS.get(role) ?? []) granted.add(permission);
  return ALL_PERMISSIONS.filter((permission) => granted.has(permission));
}

export const permissionsResponseSchema = z
  .object({ permissions: z.array(z.string()) })
  .meta({ id: 'Permissions' });
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;
