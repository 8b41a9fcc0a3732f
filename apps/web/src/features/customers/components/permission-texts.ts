import { STAFF_ROLES, type Permission } from '@windfamily/contract/permissions';

/** What each permission lets its holder do, in a few words. */
export const PERMISSION_TEXTS: Record<Permission, string> = {
  'account.manage_own': 'Their own account, orders and colours',
  'reseller.admin': 'The reseller area',
  'backoffice.access': 'Open the back office',
  'orders.view': 'See orders, customers and resellers',
  'sales.manage': 'Change orders, customers and resellers',
  'payments.manage': 'Record bank transfers and statements, refund',
  'accounting.view': 'Every invoice, credit note and payment, and their exports',
  'warehouse.manage': 'Stock, production and shipping',
  'store.manage': 'Catalogue, prices, promo codes and shipping prices',
  'content.manage': 'Pages, blocks, news, family, downloads and the newsletter',
  'statistics.view': 'The sales statistics and open items',
  'webstats.view': "The site's web statistics",
  'audit.view': 'Read the audit log',
  'staff.manage': 'Give staff their roles',
  'system.clear_cache': "Clear the server's caches",
  'system.notebook': "Read the database in dev mode's notebook",
};

/** A permission code as words; an unknown code as it is. */
export const permissionText = (code: string): string =>
  (PERMISSION_TEXTS as Record<string, string>)[code] ?? code;

/** A staff role's label ("Sales"); an unknown code as it is. */
export const roleLabel = (code: string): string =>
  (STAFF_ROLES as Record<string, { label: string }>)[code]?.label ?? code;

/** What a role grants beyond opening the back office, which every role does. */
export const grantedBeyondAccess = (permissions: readonly string[]): string[] =>
  permissions.filter((code) => code !== 'backoffice.access').map(permissionText);
