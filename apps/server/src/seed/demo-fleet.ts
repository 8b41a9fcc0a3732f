import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import type { Actor } from '../modules/audit/audit.service';
import type { Services } from '../modules/module';
import { addDemoUnit } from '../modules/rentals/fleet-units';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * The dev mode's demo fleet, once (while there is no rental yet): three demo wings (size M of
 * the first wings of the catalogue) at the demo location, serial-numbered as production
 * numbers every wing, one with a past rental (out, back, checked, closed), one out with a
 * pilot now, one booked for later, and an open "Try our Wings" request.
 */
export async function seedDemoFleet(
  services: Pick<
    Services,
    | 'database'
    | 'rentals'
    | 'rentalFlow'
    | 'accounts'
    | 'carriers'
    | 'shipmentBooking'
    | 'shipments'
  >,
): Promise<void> {
  const db = services.database.db;
  const [seeded] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM demo_rentals`,
  );
  if (seeded?.n) return;
  const wings = await rowsOf<{ variant_id: number; product_id: number }>(
    db,
    sql`SELECT DISTINCT ON (p.id) v.id AS variant_id, p.id AS product_id
        FROM products p JOIN categories c ON c.id = p.category_id
          JOIN product_variants v ON v.product_id = p.id
        WHERE c.slug = 'wings' AND p.active AND v.active
        ORDER BY p.id, (v.name = 'M') DESC, v.position, v.id
        LIMIT 3`,
  );
  if (!wings.length) return;
  const staff = await services.accounts.findByEmail('staff@example.com');
  if (!staff) return;
  const actor: Actor = {
    id: staff.id,
    email: staff.email,
    requestKey: `seed-${randomBytes(4).toString('hex')}`,
  };
  const units: number[] = [];
  for (const [index, wing] of [...wings, ...wings].slice(0, 3).entries()) {
    const unit = await addDemoUnit(db, {
      variantId: wing.variant_id,
      hoursFlown: [18, 4, 0][index] ?? 0,
      producedOn: day(-200),
    });
    units.push(unit.id);
  }
  const pilot = (name: string, email: string, kind: 'pilot' | 'school' = 'pilot') => ({
    kind,
    name,
    email,
    phone: '+43 664 1234567',
    address: 'Startplatz 1',
    zipcode: '6020',
    city: 'Innsbruck',
    country: 'at',
  });
  const base = { account_id: null, fee: 15_000, note: '', request_id: null };
  /** The wing's parcel booked with the carrier and handed over: the rental is out. */
  const sendOut = async (id: number) => {
    const { shipment } = await services.shipmentBooking.createForRental(
      id,
      { service: 'standard', note: '' },
      actor,
      null,
    );
    await services.shipments.ship(shipment.id, actor);
  };
  // Without a carrier (CARRIER=none) no parcel is booked: the rentals stay booked.
  const shipping = services.carriers.carrier !== null;

  const past = await services.rentals.create(
    {
      ...base,
      unit_id: units[0]!,
      pilot: pilot('Flugschule Hochries', 'school@example.com', 'school'),
      starts_on: day(-40),
      ends_on: day(-26),
    },
    actor,
  );
  if (shipping) {
    await sendOut(past.id);
    await services.rentalFlow.return(
      past.id,
      {
        hours_flown: 11.5,
        condition: 'Good, a little sand in the cells',
        inspected: true,
        inspection_note: 'Porosity and line lengths within tolerance',
        returned_on: day(-24),
      },
      actor,
    );
    await services.rentals.update(past.id, { state: 'closed' }, actor);
  }

  const current = await services.rentals.create(
    {
      ...base,
      unit_id: units[1] ?? units[0]!,
      pilot: pilot('Paula Pilot', 'customer@example.com'),
      starts_on: day(-3),
      ends_on: day(8),
    },
    actor,
  );
  if (shipping) await sendOut(current.id);

  await services.rentals.create(
    {
      ...base,
      unit_id: units[2] ?? units[0]!,
      pilot: pilot('Max Mustermann', 'max@example.com'),
      starts_on: day(14),
      ends_on: day(21),
    },
    actor,
  );

  await db.execute(sql`
    INSERT INTO demo_rental_requests (product_id, size, starts_on, ends_on, name, email, phone, country, message)
    VALUES (${wings[0]!.product_id}, 'M', ${day(30)}::date, ${day(37)}::date, 'Fritz Flyer',
      'fritz@example.com', '+49 170 1234567', 'de', 'A week in Greifenburg, I fly a B wing now.')`);
}
