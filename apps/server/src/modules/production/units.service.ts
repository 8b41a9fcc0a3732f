import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type checkPayloadSchema,
  DEFAULT_CHECK_INTERVAL,
  type flyingSincePayloadSchema,
  type hoursPayloadSchema,
  PRODUCTION_PAGE_SIZE,
  type PublicUnit,
  type Unit,
  type UnitList,
  type unitsQuerySchema,
} from '@windfamily/contract/production';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { sameSecret } from '../../lib/same-secret';
import { forbidden, notFound, notLoggedIn } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import { countOf } from '../logistics/present';
import { nextCheckOf } from './check-due';
import { unitLabelPdf } from './pdf';
import {
  certificationOf,
  eventSummary,
  selectEvents,
  selectUnitRows,
  sizeOf,
  type UnitRow,
  unitSummaryOf,
} from './present';
import { hashSecret, newSecret, pageUrlOf, recordEvent } from './unit-records';

type ListQuery = z.output<typeof unitsQuerySchema>;

export const UNIT_MESSAGES = {
  noUnit: 'There is no such unit.',
  /** Wrong serial or wrong secret: the same answer, so that neither can be guessed apart. */
  notFound: 'There is no wing with this code.',
  notOwner: 'Only the pilot who owns this wing can record its flights and checks.',
} as const;

const todayOf = async (db: Db | Tx) =>
  (await rowsOf<{ d: string }>(db, sql`SELECT to_char(now(), 'YYYY-MM-DD') AS d`))[0]!.d;

const intervalOf = (row: UnitRow) => ({
  months: row.check_months ?? DEFAULT_CHECK_INTERVAL.months,
  hours: row.check_hours ?? DEFAULT_CHECK_INTERVAL.hours,
});

const clockOf = (row: UnitRow) => ({
  flyingSince: row.flying_since,
  lastCheckOn: row.last_check_on,
  hoursFlown: Number(row.hours_flown),
  hoursAtLastCheck: Number(row.hours_at_last_check),
});

/** Serial-numbered units: staff's list, detail and labels; the public page and its owner's records. */
export class UnitsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly options: { publicUrl: string; brand: string },
  ) {}

  async list(query: ListQuery): Promise<UnitList> {
    const conditions: SQL[] = [sql`true`];
    if (query.search) {
      const like = `${query.search.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(sql`(i.serial LIKE ${like} OR i.serial LIKE ${`%${like}`})`);
    }
    if (query.variant !== undefined) conditions.push(sql`i.variant_id = ${query.variant}`);
    if (query.location !== undefined) conditions.push(sql`i.location_id = ${query.location}`);
    if (query.state !== undefined) conditions.push(sql`i.state = ${query.state}`);
    const where = sql.join(conditions, sql` AND `);
    const [rows, count] = await Promise.all([
      selectUnitRows(this.db, where, {
        limit: PRODUCTION_PAGE_SIZE,
        offset: (query.page - 1) * PRODUCTION_PAGE_SIZE,
      }),
      countOf(this.db, sql`product_variant_instances i`, where),
    ]);
    return {
      count,
      page: query.page,
      page_size: PRODUCTION_PAGE_SIZE,
      results: rows.map(unitSummaryOf),
    };
  }

  async get(id: number, db: Db | Tx = this.db): Promise<Unit> {
    const [row] = await selectUnitRows(db, sql`i.id = ${id}`);
    if (!row) throw notFound(UNIT_MESSAGES.noUnit);
    return {
      ...unitSummaryOf(row),
      colors: row.colors,
      certification: certificationOf(row.specs),
      purchase_order:
        row.purchase_order_id === null
          ? null
          : {
              id: row.purchase_order_id,
              number: row.purchase_order_number!,
              line_id: row.purchase_order_line_id!,
            },
      secret_issued_at: new Date(row.secret_issued_at).toISOString(),
      next_check: nextCheckOf(clockOf(row), await todayOf(db), intervalOf(row)),
      history: await selectEvents(db, id),
    };
  }

  /**
   * The unit's label. With the secret shown when it was made, the label carries that; without
   * it, a new secret is issued (the old label's QR code stops opening the page).
   */
  async label(
    id: number,
    secret: string | undefined,
    actor: Actor,
  ): Promise<{ serial: string; pdf: Buffer }> {
    const { row, current } = await this.db.transaction(async (tx) => {
      const [held] = await rowsOf<{ secret_hash: string }>(
        tx,
        sql`SELECT secret_hash FROM product_variant_instances WHERE id = ${id} FOR UPDATE`,
      );
      if (!held) throw notFound(UNIT_MESSAGES.noUnit);
      if (secret !== undefined && sameSecret(hashSecret(secret), held.secret_hash)) {
        const [row] = await selectUnitRows(tx, sql`i.id = ${id}`);
        return { row: row!, current: secret };
      }
      const fresh = newSecret();
      await tx.execute(sql`UPDATE product_variant_instances
                           SET secret_hash = ${hashSecret(fresh)}, secret_issued_at = clock_timestamp()
                           WHERE id = ${id}`);
      await recordEvent(tx, id, 'label', { byId: actor.id });
      const [row] = await selectUnitRows(tx, sql`i.id = ${id}`);
      await this.audit.record(tx, actor, {
        action: 'unit.label',
        entityType: 'unit',
        entityId: id,
        summary: `A new label (and secret) for unit ${row!.serial}`,
      });
      return { row: row!, current: fresh };
    });
    const pdf = await unitLabelPdf({
      brand: this.options.brand,
      serial: row.serial,
      model: row.product_name,
      size: sizeOf(row),
      certification: certificationOf(row.specs),
      url: pageUrlOf(this.options.publicUrl, row.serial, current),
    });
    return { serial: row.serial, pdf };
  }

  /** The unit behind a QR code: the same 404 for a wrong serial and a wrong secret. */
  private async byCode(db: Db | Tx, serial: string, secret: string): Promise<UnitRow> {
    const [row] = await selectUnitRows(db, sql`i.serial = ${serial} AND i.state <> 'void'`);
    const [hash] = row
      ? await rowsOf<{ secret_hash: string }>(
          db,
          sql`SELECT secret_hash FROM product_variant_instances WHERE id = ${row.id}`,
        )
      : [];
    // Hash whatever was given, found or not, so that a wrong serial takes as long.
    const given = hashSecret(secret);
    if (!row || !hash || !sameSecret(given, hash.secret_hash))
      throw notFound(UNIT_MESSAGES.notFound);
    return row;
  }

  async publicView(serial: string, secret: string, viewerId: number | null): Promise<PublicUnit> {
    const row = await this.byCode(this.db, serial, secret);
    return this.present(this.db, row, viewerId);
  }

  private async present(db: Db | Tx, row: UnitRow, viewerId: number | null): Promise<PublicUnit> {
    const events = await selectEvents(db, row.id);
    return {
      serial: row.serial,
      model: row.product_name,
      product_slug: row.product_slug,
      category_slug: row.category_slug,
      size: sizeOf(row),
      certification: certificationOf(row.specs),
      colors: row.colors
        ? {
            name: row.colors.name,
            image: row.colors.image?.webp ? row.colors.image : null,
            zones: row.colors.zones.map((zone) => ({
              name: zone.name,
              color_name: zone.color_name,
              hex: zone.hex,
            })),
          }
        : null,
      produced_on: row.produced_on,
      flying_since: row.flying_since,
      hours_flown: Number(row.hours_flown),
      last_check_on: row.last_check_on,
      next_check: nextCheckOf(clockOf(row), await todayOf(db), intervalOf(row)),
      // What happened, never to whom: no names, no addresses, no order numbers.
      history: events
        .filter((event) => event.kind !== 'label')
        .map((event) => ({
          kind: event.kind,
          at: event.at,
          summary: eventSummary(event.kind, { ...event.details, note: undefined }),
        })),
      is_owner: viewerId !== null && row.owner_id === viewerId,
    };
  }

  /** Runs an owner's record on the unit behind the code: 404 wrong code, 401 visitor, 403 not the owner. */
  private async asOwner(
    serial: string,
    secret: string,
    viewerId: number | null,
    change: (tx: Tx, row: UnitRow) => Promise<void>,
  ): Promise<PublicUnit> {
    return this.db.transaction(async (tx) => {
      const row = await this.byCode(tx, serial, secret);
      if (viewerId === null) throw notLoggedIn();
      if (row.owner_id !== viewerId) throw forbidden(UNIT_MESSAGES.notOwner);
      await change(tx, row);
      const [after] = await selectUnitRows(tx, sql`i.id = ${row.id}`);
      return this.present(tx, after!, viewerId);
    });
  }

  setFlyingSince(
    serial: string,
    secret: string,
    viewerId: number | null,
    input: z.output<typeof flyingSincePayloadSchema>,
  ): Promise<PublicUnit> {
    return this.asOwner(serial, secret, viewerId, async (tx, row) => {
      await tx.execute(sql`UPDATE product_variant_instances SET flying_since = ${input.flying_since}::date
                           WHERE id = ${row.id}`);
      await recordEvent(tx, row.id, 'flying_since', {
        byId: viewerId,
        details: { flying_since: input.flying_since },
      });
    });
  }

  addHours(
    serial: string,
    secret: string,
    viewerId: number | null,
    input: z.output<typeof hoursPayloadSchema>,
  ): Promise<PublicUnit> {
    return this.asOwner(serial, secret, viewerId, async (tx, row) => {
      await tx.execute(sql`UPDATE product_variant_instances SET hours_flown = hours_flown + ${input.hours}
                           WHERE id = ${row.id}`);
      await recordEvent(tx, row.id, 'hours', {
        byId: viewerId,
        details: { hours: input.hours, ...(input.note ? { note: input.note } : {}) },
      });
    });
  }

  recordCheck(
    serial: string,
    secret: string,
    viewerId: number | null,
    input: z.output<typeof checkPayloadSchema>,
  ): Promise<PublicUnit> {
    return this.asOwner(serial, secret, viewerId, async (tx, row) => {
      await tx.execute(sql`UPDATE product_variant_instances
                           SET last_check_on = ${input.checked_on}::date, hours_at_last_check = hours_flown
                           WHERE id = ${row.id}`);
      await recordEvent(tx, row.id, 'check', {
        byId: viewerId,
        details: { result: input.result },
      });
    });
  }
}
