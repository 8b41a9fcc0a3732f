import { asc, eq, sql } from 'drizzle-orm';
import { STAFF_ROLE_CODES, STAFF_ROLES, type StaffRole } from '@windfamily/contract/permissions';
import type { StaffList, StaffMember, StaffRoleDefinitions } from '@windfamily/contract/staff';
import { isDbId } from '../../db/constraints';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { User } from '../accounts/sessions';
import type { Actor, AuditService } from '../audit/audit.service';

export const STAFF_MESSAGES = {
  noAccount: (id: number) => `There is no account ${id}.`,
  erased: 'The personal data of this account was erased: it cannot be given roles.',
} as const;

const memberOf = (user: User, name: string | null): StaffMember => ({
  id: user.id,
  email: user.email,
  name: name ?? '',
  staff_roles: user.staffRoles,
  is_superuser: user.isSuperuser,
  is_staff: user.isStaff,
  last_login: user.lastLogin?.toISOString() ?? null,
  registration_date: user.dateJoined.toISOString(),
});

const rolesText = (roles: readonly string[]) => (roles.length ? roles.join(', ') : 'none');

/**
 * Who is staff and with which roles. A superuser gives roles; accounts read their row on
 * every request, so a change applies from the account's next one.
 */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  /** Every account holding a role, and the superusers, by e-mail. */
  async list(): Promise<StaffList> {
    const rows = await this.db
      .select({ user: users, name: addresses.name })
      .from(users)
      .leftJoin(addresses, eq(addresses.userId, users.id))
      .where(eq(users.isStaff, true))
      .orderBy(asc(sql`lower(${users.email})`), asc(users.id));
    return { members: rows.map(({ user, name }) => memberOf(user, name)) };
  }

  /** The roles a superuser may give, as the contract defines them. */
  roles(): StaffRoleDefinitions {
    return {
      roles: STAFF_ROLE_CODES.map((code) => ({
        code,
        label: STAFF_ROLES[code].label,
        description: STAFF_ROLES[code].description,
        permissions: [...STAFF_ROLES[code].permissions],
      })),
    };
  }

  /** Gives any account exactly `roles` (none takes them all away); recorded with before and after. */
  async setRoles(actor: Actor, id: number, roles: readonly StaffRole[]): Promise<StaffMember> {
    // Each role once, in the order the contract lists them.
    const wanted = STAFF_ROLE_CODES.filter((code) => roles.includes(code));
    return this.db.transaction(async (tx) => {
      const [user] = isDbId(id)
        ? await tx.select().from(users).where(eq(users.id, id)).for('update')
        : [];
      if (!user) throw notFound(STAFF_MESSAGES.noAccount(id));
      if (user.erasedAt) throw new HttpError(409, STAFF_MESSAGES.erased);
      const [updated] = await tx
        .update(users)
        .set({ staffRoles: wanted })
        .where(eq(users.id, id))
        .returning();
      const [address] = await tx
        .select({ name: addresses.name })
        .from(addresses)
        .where(eq(addresses.userId, id));
      await this.audit.record(tx, actor, {
        action: 'staff.roles',
        entityType: 'staff',
        entityId: id,
        summary: `Roles of account ${id}: ${rolesText(wanted)} (were ${rolesText(user.staffRoles)})`,
        before: { roles: user.staffRoles },
        after: { roles: wanted },
      });
      return memberOf(updated!, address?.name ?? null);
    });
  }
}
