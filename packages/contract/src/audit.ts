import { z } from 'zod';
import { paginated } from './paging';

/** `GET /api/audit/`: filters of the audit log; every one optional. */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Part of the acting staff member's e-mail address. */
  actor: z.string().trim().max(100).default(''),
  /** `order`, `invoice`, `payment`, `customer`, `staff`, … */
  entity_type: z.string().trim().max(50).default(''),
  entity_id: z.string().trim().max(100).default(''),
  /** An order's number: its whole story. */
  order: z.string().trim().max(20).default(''),
  date_from: z.iso.date('a date such as 2026-01-31').optional(),
  date_to: z.iso.date('a date such as 2026-01-31').optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    date: z.string(),
    actor: z.object({ id: z.number().int().nullable(), email: z.string() }),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string(),
    /** The order's number, when the entry concerns one. */
    order: z.string().nullable(),
    summary: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = paginated(auditEntrySchema).meta({ id: 'AuditList' });
export type AuditList = z.infer<typeof auditListSchema>;
