import type { FastifyRequest } from 'fastify';
import { permissionsFor, type Permission } from '@windfamily/contract/permissions';
import { forbidden, notLoggedIn } from '../lib/http-error';
import type { User } from '../modules/accounts/sessions';

export const groupsOf = (user: User) => ({
  is_staff: user.isStaff,
  is_reseller: user.isReseller,
  is_superuser: user.isSuperuser,
});

export const permissionsOf = (user: User) => permissionsFor(groupsOf(user));

/** The logged-in user, or a 401. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw notLoggedIn();
  return request.user;
}

/** The logged-in user holding `permission` (any one of them, for a list), or a 401/403. */
export function requirePermission(
  request: FastifyRequest,
  permission: Permission | readonly Permission[],
): User {
  const user = requireUser(request);
  const granted = permissionsOf(user);
  const wanted: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  if (!wanted.some((one) => granted.includes(one))) throw forbidden();
  return user;
}

/** Route guard form of `requirePermission`. */
export const guard =
  (permission: Permission | readonly Permission[]) => async (request: FastifyRequest) => {
    requirePermission(request, permission);
  };
