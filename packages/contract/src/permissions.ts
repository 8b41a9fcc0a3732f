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
  /** The shop's catalogue, prices, promo codes and shipping prices. */
  store: 'store.manage',
  /** Orders, their payments, invoices and shipments. */
  sales: 'sales.manage',
  /** The site's content: pages, blocks, downloads, blog, family, newsletter subscribers. */
  content: 'content.manage',
  /** Clear the server's caches. */
  clearCache: 'system.clear_cache',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/**
 * Who may upload a picture (`POST /api/store/admin/images/`), holding any one of these: the
 * catalogue's editors (products) and the content's (blocks, blog covers, family photos).
 */
export const IMAGE_UPLOAD_PERMISSIONS: readonly Permission[] = [
  PERMISSIONS.store,
  PERMISSIONS.content,
];

export function permissionsFor(groups: Groups): Permission[] {
  const granted: Permission[] = [PERMISSIONS.account];
  if (groups.is_reseller || groups.is_superuser) granted.push(PERMISSIONS.resellerAdmin);
  if (groups.is_staff || groups.is_superuser)
    granted.push(PERMISSIONS.backoffice, PERMISSIONS.store, PERMISSIONS.sales, PERMISSIONS.content);
  if (groups.is_superuser) granted.push(PERMISSIONS.clearCache);
  return granted;
}

export const permissionsResponseSchema = z
  .object({ permissions: z.array(z.string()) })
  .meta({ id: 'Permissions' });
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;
