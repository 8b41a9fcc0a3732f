import { z } from 'zod';
import { staffRoleSchema } from './permissions';

/** A member of staff: an account holding a staff role, or a superuser. */
export const staffMemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    /** The address's name; '' without an address. */
    name: z.string(),
    staff_roles: z.array(staffRoleSchema),
    /** Holds every permission, whatever its roles. */
    is_superuser: z.boolean(),
    /** Holds a role or is a superuser: the back office is open to it. */
    is_staff: z.boolean(),
    last_login: z.string().nullable(),
    registration_date: z.string(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /api/staff/`: every member of staff, by e-mail. A maker's staff fit on one page. */
export const staffListSchema = z
  .object({ members: z.array(staffMemberSchema) })
  .meta({ id: 'StaffMembers' });
export type StaffList = z.infer<typeof staffListSchema>;

/** `GET /api/staff/roles/`: what each role is for and the permissions it gives. */
export const staffRoleDefinitionsSchema = z
  .object({
    roles: z.array(
      z.object({
        code: staffRoleSchema,
        label: z.string(),
        description: z.string(),
        permissions: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: 'StaffRoleDefinitions' });
export type StaffRoleDefinitions = z.infer<typeof staffRoleDefinitionsSchema>;

/** `PUT /api/staff/{id}/roles/`: the account's roles from now on; an empty list takes them all. */
export const staffRolesPayloadSchema = z
  .object({
    /** Each role once; a role named twice counts once. */
    roles: z.array(staffRoleSchema, { error: 'a list of roles' }).max(20),
  })
  .meta({ id: 'StaffRolesPayload' });
export type StaffRolesPayload = z.input<typeof staffRolesPayloadSchema>;
