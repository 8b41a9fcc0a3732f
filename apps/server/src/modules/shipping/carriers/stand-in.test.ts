import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { openTestDatabase } from '../../../test/harness';
import {
  AlreadyHandedOverError,
  CarrierRefusedError,
  CarrierUnavailableError,
  UnknownShipmentError,
} from './errors';
import { isS10, s10CheckDigit, StandInCarrier } from './stand-in';
import { MUNICH, SHIP_AT, SHIPPER, WING_BOX, wingTo, ZURICH } from './test-requests';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const standIn = (failure?: 'permanent' | 'transient' | 'timeout') =>
  new StandInCarrier({
    db: database.db,
    shipper: SHIPPER,
    publicUrl: 'https://shop.example',
    failure,
    now: () => SHIP_AT,
  });

describe('the stand-in carrier', () => {
  it('numbers parcels as the UPU’s S10 does, with the check digit', () => {
    // 4·8 + 7·6 + 3·4 + 1·2 + 2·3 + 4·5 + 8·9 + 2·7 = 200; 11 − 200 mod 11 = 9.
    expect(s10CheckDigit('47312482')).toBe(9);
    // 8·7 = 56, 56 mod 11 = 1: 10 becomes 0; a sum of 0 gives 11, which becomes 5.
    expect(s10CheckDigit('00000008')).toBe(0);
    expect(s10CheckDigit('00000000')).toBe(5);
    expect(isS10('RA473124829CH')).toBe(true);
    expect(isS10('RA473124825CH')).toBe(false);
  });

  it('gives each parcel its own number and label page', async () => {
    const created = await standIn().createShipment(
      wingTo(MUNICH, {
        parcels: [WING_BOX, { weightGrams: 900, lengthCm: 30, widthCm: 20, heightCm: 10 }],
      }),
    );
    expect(created.parcelNumbers).toHaveLength(2);
    expect(created.trackingNumber).toBe(created.parcelNumbers[0]);
    for (const number of created.parcelNumbers)
      expect(isS10(number) && number.endsWith('AT')).toBe(true);
    expect((await PDFDocument.load(created.label.pdf)).getPageCount()).toBe(2);
  });

  it('prices by zone and started kilo', async () => {
    const rates = await standIn().rates({ to: MUNICH, parcels: [WING_BOX], shipAt: SHIP_AT });
    // EU: 14.90 € a parcel and 1.20 € for each of 7 started kilos; 34.90 € and 2.50 € by express.
    expect(rates.map((rate) => [rate.service, rate.priceCents, rate.estimatedDelivery])).toEqual([
      ['standard', 2330, '2026-03-06'],
      ['express', 5240, '2026-03-04'],
    ]);
  });

  it('moves a parcel from hand-over to delivery, one step at a time', async () => {
    const carrier = standIn();
    const { trackingNumber, shipmentId } = await carrier.createShipment(wingTo(MUNICH));
    await expect(carrier.advance(trackingNumber)).rejects.toBeInstanceOf(CarrierRefusedError);
    await carrier.handOver(trackingNumber);
    expect(await carrier.advance(trackingNumber)).toBe('in_transit');
    expect(await carrier.advance(trackingNumber)).toBe('out_for_delivery');
    expect(await carrier.advance(trackingNumber)).toBe('delivered');
    const tracking = await carrier.track(trackingNumber);
    expect(tracking.events.map((event) => [event.status, event.location])).toEqual([
      ['label_created', undefined],
      ['handed_over', 'Telfs, AT'],
      ['in_transit', 'Telfs, AT'],
      ['out_for_delivery', 'München, DE'],
      ['delivered', 'München, DE'],
    ]);
    await expect(carrier.cancel(shipmentId)).rejects.toBeInstanceOf(AlreadyHandedOverError);
  });

  it('voids a cancelled label: cancelling again is fine, handing it over is not', async () => {
    const carrier = standIn();
    const { trackingNumber, shipmentId } = await carrier.createShipment(wingTo(ZURICH));
    await carrier.cancel(shipmentId);
    await carrier.cancel(shipmentId);
    expect((await carrier.track(trackingNumber)).status).toBe('cancelled');
    await expect(carrier.handOver(trackingNumber)).rejects.toBeInstanceOf(CarrierRefusedError);
    await expect(carrier.cancel('shp_unknown')).rejects.toBeInstanceOf(UnknownShipmentError);
    await expect(carrier.track('CP000000000AT')).rejects.toBeInstanceOf(UnknownShipmentError);
  });

  it('remembers its parcels after a restart: a new one cancels, tracks and hands them over', async () => {
    const before = standIn();
    const kept = await before.createShipment(wingTo(MUNICH));
    const voided = await before.createShipment(wingTo(ZURICH));
    await before.handOver(kept.trackingNumber);

    const after = standIn();
    expect((await after.shipment(kept.trackingNumber))?.reference).toBe('2026-0042');
    expect((await after.track(kept.trackingNumber)).status).toBe('handed_over');
    await expect(after.cancel(kept.shipmentId)).rejects.toBeInstanceOf(AlreadyHandedOverError);
    expect(await after.advance(kept.trackingNumber)).toBe('in_transit');
    await after.cancel(voided.shipmentId);
    expect((await standIn().track(voided.trackingNumber)).status).toBe('cancelled');
    expect(
      (await standIn().track(kept.trackingNumber)).events.map((event) => event.status),
    ).toEqual(['label_created', 'handed_over', 'in_transit']);
  });

  it('fails every booking when configured to, so the shop’s handling can be tried by hand', async () => {
    const carrier = standIn('transient');
    for (let i = 0; i < 2; i++)
      await expect(carrier.createShipment(wingTo(MUNICH))).rejects.toBeInstanceOf(
        CarrierUnavailableError,
      );
    // Pricing still works: checkout is not what is being tried.
    expect(await carrier.rates({ to: MUNICH, parcels: [WING_BOX] })).toHaveLength(2);
  });

  it('refuses parcels heavier or longer than a parcel carrier takes', async () => {
    const carrier = standIn();
    await expect(
      carrier.createShipment(wingTo(MUNICH, { parcels: [{ ...WING_BOX, weightGrams: 32_000 }] })),
    ).rejects.toThrow(/heavier than the 31.5 kg/);
    await expect(
      carrier.createShipment(wingTo(MUNICH, { parcels: [{ ...WING_BOX, lengthCm: 130 }] })),
    ).rejects.toBeInstanceOf(CarrierRefusedError);
  });
});
