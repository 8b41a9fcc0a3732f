import type { FastifyRequest } from 'fastify';
import { permissionsFor, type Permission } from '@windfamily/contract/permissions';
import { forbidden, notLoggedIn } from '../lib/http-error';
import type { User } from '../modules/accounts/sessions';

export const groupsOf = (user: User) => ({
  is_staff: user.isStaff,
  is_reseller: user.isReseller,
  is_superuser: user.isSuperuser,
  staff_roles: user.staffRoles,
});

export const permissionsOf = (user: User) => permissionsFor(groupsOf(user));

/** Whether `user` holds `permission`. */
export const hasPermission = (user: User, permission: Permission): boolean =>
  permissionsOf(user).includes(permission);

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

/** A route's `onRequest` guard, carrying the permissions it asks for (see `permissionsOfGuards`). */
export interface Guard {
  (request: FastifyRequest): Promise<void>;
  readonly permissions: readonly Permission[];
}

/** Route guard form of `requirePermission`: a 401 or 403 before anything else runs. */
export function guard(permission: Permission | readonly Permission[]): Guard {
  const permissions: readonly Permission[] =
    typeof permission === 'string' ? [permission] : permission;
  return Object.assign(
    async (request: FastifyRequest) => {
      requirePermission(request, permissions);
    },
    { permissions },
  );
}

/**
 * Route guard of the calls any logged-in user may make (their own account and orders): a 401
 * for a visitor. It asks for no permission, so the document shows the session it needs.
 */
export const loggedIn: Guard = Object.assign(
  async (request: FastifyRequest) => {
    requireUser(request);
  },
  { permissions: [] },
);

/** The permissions (any one of them) the guards among a route's `onRequest` hooks ask for. */
export function permissionsOfGuards(onRequest: unknown): Permission[] | undefined {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  const guards = hooks.filter(
    (hook): hook is Guard => typeof hook === 'function' && 'permissions' in hook,
  );
  return guards.length ? guards.flatMap((one) => one.permissions) : undefined;
}
