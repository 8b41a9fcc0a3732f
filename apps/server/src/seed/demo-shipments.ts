import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { orderItems, orders, shipmentLines, shipments, users } from '../db/schema';
import type { Services } from '../modules/module';

type DemoServices = Pick<Services, 'database' | 'carriers' | 'shipmentBooking'>;

/** The demo staff member who booked and shipped the demo parcels. */
const DEMO_CLERK = 'staff@example.com';

/**
 * A few shipments for the back office, with the stand-in carrier only (a real carrier books
 * nothing for demo data): the parcel of an order shipped already, with its tracking number
 * and label, and one of a paid order waiting for the courier. Nothing when there are some.
 */
export async function seedDemoShipments(services: DemoServices): Promise<number> {
  const { db } = services.database;
  const standIn = services.carriers.standIn;
  if (!standIn) return 0;
  const [existing] = await db.select({ n: count() }).from(shipments);
  if (existing?.n) return 0;
  const [clerk] = await db.select().from(users).where(eq(users.email, DEMO_CLERK));
  if (!clerk) return 0;
  let made = 0;

  // An order shipped already: its parcel as it was booked and handed over, written as history
  // (its stock left before the ledger began).
  const shippedOrders = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'shipped'), isNotNull(orders.shipmentDate)))
    .orderBy(desc(orders.shipmentDate))
    .limit(10);
  for (const shipped of shippedOrders) {
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, shipped.id));
    const address = shipped.address;
    const booked = await standIn
      .createShipment({
        service: 'standard',
        to: {
          name: address.name,
          lines: [address.address, address.address2].filter(Boolean),
          zipcode: address.zipcode,
          city: address.city,
          country: shipped.country,
          email: address.email,
        },
        parcels: [{ weightGrams: 6500, lengthCm: 60, widthCm: 40, heightCm: 30 }],
        reference: shipped.saleSequence,
        contents: 'Paragliding equipment',
        customs: {
          invoiceNumber: shipped.saleSequence,
          invoiceDate: (shipped.invoiceDate ?? shipped.createdAt).toISOString().slice(0, 10),
          exportReason: 'sale',
          currency: 'EUR',
          lines: items.map((item) => ({
            description: item.longName,
            hsCode: '8804.00.00',
            originCountry: 'at',
            quantity: item.amount,
            unitValueCents: item.unitNet,
            netWeightGrams: Math.max(1, Math.floor(5000 / items.length)),
          })),
        },
      })
      .catch(() => null);
    if (booked) {
      await standIn.handOver(booked.trackingNumber);
      const [row] = await db
        .insert(shipments)
        .values({
          orderId: shipped.id,
          service: 'standard',
          carrier: standIn.id,
          state: 'shipped',
          idempotencyKey: `demo-${randomBytes(8).toString('hex')}`,
          carrierShipmentId: booked.shipmentId,
          trackingNumber: booked.trackingNumber,
          trackingUrl: booked.trackingUrl,
          parcelNumbers: booked.parcelNumbers,
          labelPdf: Buffer.from(booked.label.pdf),
          weightGrams: 6500,
          createdAt: shipped.shipmentDate!,
          createdById: clerk.id,
          shippedAt: shipped.shipmentDate!,
          shippedById: clerk.id,
        })
        .returning({ id: shipments.id });
      await db
        .insert(shipmentLines)
        .values(
          items.map((item) => ({ shipmentId: row!.id, orderItemId: item.id, amount: item.amount })),
        );
      made += 1;
      break;
    }
  }

  // A paid order whose parcel is booked and waits for the courier.
  const waitingOrders = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['paid', 'in_production']),
        eq(orders.country, 'at'),
        sql`NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = ${orders.id})`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(10);
  for (const waiting of waitingOrders) {
    const booked = await services.shipmentBooking
      .create(
        waiting.saleSequence,
        'standard',
        { weight_grams: 7000 },
        { id: clerk.id, email: clerk.email, requestKey: `seed-${randomBytes(8).toString('hex')}` },
        `demo-${randomBytes(8).toString('hex')}`,
      )
      .catch(() => null);
    if (booked) {
      made += 1;
      break;
    }
  }
  return made;
}
