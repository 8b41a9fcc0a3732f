import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { STANDARD_LOCATIONS } from '@windfamily/contract/logistics';
import type { UnitEventDetails } from '@windfamily/contract/production';
import {
  type Fleet,
  type fleetQuerySchema,
  type Rental,
  type RentalAction,
  type RentalDetail,
  rentalAllows,
  type rentalCreatePayloadSchema,
  type RentalList,
  RENTAL_GAP_DAYS,
  RENTAL_STATE_LABELS,
  RENTALS_PAGE_SIZE,
  type rentalsQuerySchema,
  type RentalState,
  type rentalUpdatePayloadSchema,
} from '@windfamily/contract/rentals';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { demoRentals, users } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { containing } from '../../lib/search';
import type { Actor, AuditService } from '../audit/audit.service';
import { recordEvent } from '../production/unit-records';
import { assertNoParcel } from '../shipments/rental-guards';
import {
  countWhere,
  selectRentalHistory,
  selectRentals,
  UNIT_COLUMNS,
  UNIT_JOINS,
  unitOf,
} from './present';

type CreateInput = z.output<typeof rentalCreatePayloadSchema>;
type UpdateInput = z.output<typeof rentalUpdatePayloadSchema>;
type ListQuery = z.output<typeof rentalsQuerySchema>;
type FleetQuery = z.output<typeof fleetQuerySchema>;
export type RentalRow = typeof demoRentals.$inferSelect;

export const RENTAL_MESSAGES = {
  noRental: 'There is no such rental.',
  noUnit: 'There is no such unit.',
  notInFleet: (serial: string) =>
    `${serial} is not in the demo fleet: only units at the demo location or lent out as demo wings can be lent.`,
  noAccount: 'There is no such account.',
  noRequest: 'There is no such request.',
  requestHandled: 'The request has been answered already.',
  overlap: `The wing is lent then: two rentals of one wing need ${RENTAL_GAP_DAYS} days between them for shipping and checks.`,
  refused: (state: RentalState, what: string) =>
    `The rental is ${RENTAL_STATE_LABELS[state].toLowerCase()}: it cannot ${what}.`,
  startFixed: 'The wing has gone out: the start of the rental cannot change any more.',
} as const;

const ACTION_WORDS: Record<RentalAction, string> = {
  update: 'be changed',
  cancel: 'be cancelled (only a booked rental can)',
  send: 'be sent out (only a booked rental can)',
  return: 'be returned (only a rental that is out can)',
  close: 'be closed (only a returned rental can)',
  feeOrder: 'get an order for its fee',
  saleOrder: 'sell the wing (only while it is out with the pilot)',
};

/** 409 unless the rental's state allows `action`. */
export function assertRental(state: RentalState, action: RentalAction): void {
  if (!rentalAllows(state, action))
    throw new HttpError(409, RENTAL_MESSAGES.refused(state, ACTION_WORDS[action]));
}

/** Whether a failed write broke the rule that rentals of one wing never overlap. */
export function isOverlap(error: unknown): boolean {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth += 1) {
    if (e.code === '23P01') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Runs a write that may break the overlap rule: a clear 409 then. */
export async function overlapSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isOverlap(error)) throw new HttpError(409, RENTAL_MESSAGES.overlap);
    throw error;
  }
}

/** A line in a unit's history about one of its rentals. */
export function rentalEvent(
  tx: Tx,
  unitId: number,
  actorId: number | null,
  details: UnitEventDetails & { rental_id: number; note: string },
  kind: 'rental' | 'hours' | 'check' | 'move' | 'owner' = 'rental',
  moveId: number | null = null,
): Promise<void> {
  return recordEvent(tx, unitId, kind, { byId: actorId, moveId, details });
}

/** The unit's row when it is in the demo fleet (at the demo location, or a demo wing lent out). */
export const IN_FLEET = sql`(u.state = 'demo' OR s.code = ${STANDARD_LOCATIONS.demo})`;

/** The rental's row, locked: the first lock of every change of a rental (404 without one). */
export async function lockRental(tx: Tx, id: number): Promise<RentalRow> {
  const [row] = await tx.select().from(demoRentals).where(eq(demoRentals.id, id)).for('update');
  if (!row) throw notFound(RENTAL_MESSAGES.noRental);
  return row;
}

/** The demo fleet's rentals: the list, one, booking, changing and cancelling; the calendar's data. */
export class RentalsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListQuery): Promise<RentalList> {
    const conditions: SQL[] = [sql`true`];
    if (query.state) conditions.push(sql`r.state = ${query.state}`);
    if (query.unit !== undefined) conditions.push(sql`r.unit_id = ${query.unit}`);
    if (query.from) conditions.push(sql`r.ends_on >= ${query.from}::date`);
    if (query.to) conditions.push(sql`r.starts_on <= ${query.to}::date`);
    if (query.search) {
      const term = containing(query.search.toLowerCase());
      conditions.push(
        sql`(lower(r.pilot_name) LIKE ${term} OR lower(r.pilot_email) LIKE ${term} OR lower(u.serial) LIKE ${term})`,
      );
    }
    const where = sql.join(conditions, sql` AND `);
    const [results, count] = await Promise.all([
      selectRentals(this.db, where, {
        limit: RENTALS_PAGE_SIZE,
        offset: (query.page - 1) * RENTALS_PAGE_SIZE,
      }),
      countWhere(
        this.db,
        sql`demo_rentals r JOIN product_variant_instances u ON u.id = r.unit_id`,
        where,
      ),
    ]);
    return { count, page: query.page, page_size: RENTALS_PAGE_SIZE, results };
  }

  async get(id: number, db: Db | Tx = this.db): Promise<Rental> {
    const [rental] = await selectRentals(db, sql`r.id = ${id}`);
    if (!rental) throw notFound(RENTAL_MESSAGES.noRental);
    return rental;
  }

  /** One rental with its history (the unit's events about it). */
  async detail(id: number): Promise<RentalDetail> {
    const rental = await this.get(id);
    return { ...rental, history: await selectRentalHistory(this.db, id) };
  }

  /** The fleet over a period: units at the demo location or lent as demo wings, with their rentals. */
  async fleet(query: FleetQuery): Promise<Fleet> {
    const units = await rowsOf<Parameters<typeof unitOf>[0]>(
      this.db,
      sql`SELECT ${UNIT_COLUMNS} FROM product_variant_instances u ${UNIT_JOINS}
          WHERE ${IN_FLEET} ORDER BY p.name, v.position, u.serial`,
    );
    const rentals = units.length
      ? await rowsOf<{
          id: number;
          unit_id: number;
          state: RentalState;
          starts_on: string;
          ends_on: string;
          pilot_name: string;
        }>(
          this.db,
          sql`SELECT id, unit_id, state, starts_on::text AS starts_on, ends_on::text AS ends_on, pilot_name
              FROM demo_rentals
              WHERE state <> 'cancelled' AND ends_on >= ${query.from}::date AND starts_on <= ${query.to}::date
                AND unit_id IN (${sql.join(
                  units.map((unit) => sql`${unit.unit_id}`),
                  sql`, `,
                )})
              ORDER BY starts_on, id`,
        )
      : [];
    return {
      from: query.from,
      to: query.to,
      gap_days: RENTAL_GAP_DAYS,
      units: units.map((row) => ({
        ...unitOf(row),
        rentals: rentals
          .filter((rental) => rental.unit_id === row.unit_id)
          .map(({ unit_id: _unit, ...rental }) => rental),
      })),
    };
  }

  /** Books a unit of the fleet for a pilot (409 when it is lent then, with the gap). */
  async create(input: CreateInput, actor: Actor, tx?: Tx): Promise<Rental> {
    const run = async (tx: Tx) => {
      const [unit] = await rowsOf<{ id: number; serial: string; in_fleet: boolean }>(
        tx,
        sql`SELECT u.id, u.serial, ${IN_FLEET} AS in_fleet
            FROM product_variant_instances u JOIN stock_locations s ON s.id = u.location_id
            WHERE u.id = ${input.unit_id}`,
      );
      if (!unit) throw fieldError('unit_id', RENTAL_MESSAGES.noUnit);
      if (!unit.in_fleet) throw new HttpError(409, RENTAL_MESSAGES.notInFleet(unit.serial));
      if (input.account_id !== null) {
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, input.account_id));
        if (!account) throw fieldError('account_id', RENTAL_MESSAGES.noAccount);
      }
      if (input.request_id !== null) {
        const [request] = await rowsOf<{ state: string }>(
          tx,
          sql`SELECT state FROM demo_rental_requests WHERE id = ${input.request_id} FOR UPDATE`,
        );
        if (!request) throw fieldError('request_id', RENTAL_MESSAGES.noRequest);
        if (request.state !== 'open') throw new HttpError(409, RENTAL_MESSAGES.requestHandled);
        await tx.execute(
          sql`UPDATE demo_rental_requests SET state = 'booked', handled_at = now(), handled_by_id = ${actor.id}
              WHERE id = ${input.request_id}`,
        );
      }
      const [row] = await tx
        .insert(demoRentals)
        .values({
          unitId: input.unit_id,
          userId: input.account_id,
          pilotKind: input.pilot.kind,
          pilotName: input.pilot.name,
          pilotEmail: input.pilot.email,
          pilotPhone: input.pilot.phone,
          pilotAddress: input.pilot.address,
          pilotZipcode: input.pilot.zipcode,
          pilotCity: input.pilot.city,
          pilotCountry: input.pilot.country,
          startsOn: input.starts_on,
          endsOn: input.ends_on,
          fee: input.fee,
          note: input.note,
          requestId: input.request_id,
          createdById: actor.id,
        })
        .returning({ id: demoRentals.id });
      const rental = await this.get(row!.id, tx);
      await rentalEvent(tx, unit.id, actor.id, {
        rental_id: rental.id,
        note: `Booked for ${rental.pilot.name}, ${rental.starts_on} to ${rental.ends_on}`,
        state: 'booked',
      });
      await this.audit.record(tx, actor, {
        action: 'demo_rental.create',
        entityType: 'demo_rental',
        entityId: rental.id,
        summary: `${unit.serial} lent to ${rental.pilot.name}, ${rental.starts_on} to ${rental.ends_on}`,
        after: rental,
      });
      return rental;
    };
    return overlapSafe(() => (tx ? run(tx) : this.db.transaction(run)));
  }

  /** Runs `change` with the rental's row locked (the first lock of every change of a rental). */
  async withRental<T>(id: number, change: (tx: Tx, row: RentalRow) => Promise<T>): Promise<T> {
    return overlapSafe(() =>
      this.db.transaction(async (tx) => change(tx, await lockRental(tx, id))),
    );
  }

  /** Changes a rental's pilot, period, fee or note; `state: closed` closes a returned one. */
  update(id: number, input: UpdateInput, actor: Actor): Promise<Rental> {
    return this.withRental(id, async (tx, row) => {
      if (input.state === 'closed') assertRental(row.state, 'close');
      else assertRental(row.state, 'update');
      if (
        input.starts_on !== undefined &&
        input.starts_on !== row.startsOn &&
        row.state !== 'booked'
      )
        throw new HttpError(409, RENTAL_MESSAGES.startFixed);
      // Its parcel's label names the pilot and where they are.
      const { pilot } = input;
      if (
        pilot &&
        (pilot.name !== row.pilotName ||
          pilot.address !== row.pilotAddress ||
          pilot.zipcode !== row.pilotZipcode ||
          pilot.city !== row.pilotCity ||
          pilot.country !== row.pilotCountry)
      )
        await assertNoParcel(tx, id, "changing the pilot's address");
      const startsOn = input.starts_on ?? row.startsOn;
      const endsOn = input.ends_on ?? row.endsOn;
      if (endsOn < startsOn) throw fieldError('ends_on', 'on or after the start');
      const before = await this.get(id, tx);
      await tx
        .update(demoRentals)
        .set({
          ...(input.pilot
            ? {
                pilotKind: input.pilot.kind,
                pilotName: input.pilot.name,
                pilotEmail: input.pilot.email,
                pilotPhone: input.pilot.phone,
                pilotAddress: input.pilot.address,
                pilotZipcode: input.pilot.zipcode,
                pilotCity: input.pilot.city,
                pilotCountry: input.pilot.country,
              }
            : {}),
          startsOn,
          endsOn,
          ...(input.fee !== undefined ? { fee: input.fee } : {}),
          ...(input.note !== undefined ? { note: input.note } : {}),
          ...(input.state === 'closed' ? { state: 'closed' as const, closedAt: new Date() } : {}),
        })
        .where(eq(demoRentals.id, id));
      const after = await this.get(id, tx);
      if (input.state === 'closed')
        await rentalEvent(tx, row.unitId, actor.id, {
          rental_id: id,
          note: 'Rental closed',
          state: 'closed',
        });
      await this.audit.record(tx, actor, {
        action: input.state === 'closed' ? 'demo_rental.close' : 'demo_rental.update',
        entityType: 'demo_rental',
        entityId: id,
        summary: `Rental ${id} of ${after.unit.serial} ${input.state === 'closed' ? 'closed' : 'changed'}`,
        before,
        after,
      });
      return after;
    });
  }

  /**
   * Cancels a booked rental: the wing is free for others again. Refused (409) while a
   * shipment is booked for its wing: its label is cancelled first.
   */
  cancel(id: number, actor: Actor): Promise<Rental> {
    return this.withRental(id, async (tx, row) => {
      assertRental(row.state, 'cancel');
      await assertNoParcel(tx, id, 'cancelling the rental');
      const before = await this.get(id, tx);
      await tx
        .update(demoRentals)
        .set({ state: 'cancelled', cancelledAt: new Date(), cancelledById: actor.id })
        .where(eq(demoRentals.id, id));
      const after = await this.get(id, tx);
      await rentalEvent(tx, row.unitId, actor.id, {
        rental_id: id,
        note: 'Rental cancelled',
        state: 'cancelled',
      });
      await this.audit.record(tx, actor, {
        action: 'demo_rental.cancel',
        entityType: 'demo_rental',
        entityId: id,
        summary: `Rental ${id} of ${after.unit.serial} cancelled`,
        before,
        after,
      });
      return after;
    });
  }
}
