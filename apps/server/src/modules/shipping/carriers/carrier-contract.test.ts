import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { openTestDatabase } from '../../../test/harness';
import type { Carrier, CreatedShipment } from './carrier';
import { DhlExpressCarrier } from './dhl-express';
import { DHL_TEST_CREDENTIALS, type DhlExpressFake, startDhlExpressFake } from './dhl-express-fake';
import {
  AddressRefusedError,
  AlreadyHandedOverError,
  CarrierError,
  CarrierUnavailableError,
  CustomsDataError,
  ServiceNotAvailableError,
} from './errors';
import { A6 } from './label-pdf';
import { StandInCarrier } from './stand-in';
import { MUNICH, NEW_YORK, SHIP_AT, SHIPPER, WING_BOX, wingTo, ZURICH } from './test-requests';

// What the shop relies on from any carrier, run against the stand-in and against the DHL
// Express adapter talking to a recorded fake of the MyDHL API: the same cases, the same
// expectations.

interface Harness {
  carrier: Carrier;
  /** The courier takes the parcels. */
  handOver(trackingNumber: string): Promise<void>;
  /** The next booking fails so. */
  failNext(kind: 'permanent' | 'transient'): void;
  /** A carrier whose next booking gets no answer in time. */
  timingOut(): Carrier;
  close(): Promise<void>;
}

/** Where the stand-in keeps its parcels: one database for the file. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function standInHarness(): Promise<Harness> {
  const carrier = new StandInCarrier({
    db: database.db,
    shipper: SHIPPER,
    publicUrl: 'http://localhost:3000',
    now: () => SHIP_AT,
  });
  return {
    carrier,
    handOver: (number) => carrier.handOver(number),
    failNext: (kind) => carrier.failNext(kind),
    timingOut: () => {
      carrier.failNext('timeout');
      return carrier;
    },
    close: async () => {},
  };
}

async function dhlHarness(): Promise<Harness> {
  const fake: DhlExpressFake = await startDhlExpressFake();
  const options = { apiUrl: fake.url, ...DHL_TEST_CREDENTIALS, shipper: SHIPPER };
  return {
    carrier: new DhlExpressCarrier(options),
    handOver: async () => fake.handOver(),
    failNext: (kind) => fake.answerNext(kind === 'transient' ? 'error-500' : 'error-400-timestamp'),
    timingOut: () => {
      fake.hangNext();
      // Only this carrier waits so briefly: the fake never answers its next request.
      return new DhlExpressCarrier({ ...options, timeoutMs: 200 });
    },
    close: async () => {
      await fake.close();
      expect(fake.problems).toEqual([]);
    },
  };
}

/** The text a PDF shows in the standard fonts (the label's parcel number is in one). */
async function pdfText(pdf: PDFDocument): Promise<string> {
  let text = '';
  for (const page of pdf.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        text += `${Buffer.from(hex!, 'hex').toString('latin1')}\n`;
      for (const [, literal] of ops.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) text += `${literal}\n`;
    }
  }
  return text;
}

async function expectLabel(created: CreatedShipment, pages = 1) {
  expect(created.label.format).toBe('pdf');
  expect(created.label.pageSize).toBe('A6');
  const pdf = await PDFDocument.load(created.label.pdf);
  expect(pdf.getPageCount()).toBe(pages);
  const { width, height } = pdf.getPage(0).getSize();
  expect(width).toBeCloseTo(A6.width, 0);
  expect(height).toBeCloseTo(A6.height, 0);
  expect(await pdfText(pdf)).toContain(created.trackingNumber);
}

async function rejection(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

describe.each([
  ['the stand-in carrier', standInHarness],
  ['DHL Express against its recorded API', dhlHarness],
])('%s', (_name, makeHarness) => {
  let harness: Harness;
  let carrier: Carrier;
  beforeEach(async () => {
    harness = await makeHarness();
    carrier = harness.carrier;
  });
  afterEach(() => harness.close());

  it('offers a standard and an express service', () => {
    expect(carrier.services().map((service) => service.code)).toEqual(['standard', 'express']);
  });

  it('prices both services to Munich, express the faster', async () => {
    const rates = await carrier.rates({
      to: MUNICH,
      parcels: [WING_BOX],
      valueCents: 357_500,
      shipAt: SHIP_AT,
    });
    expect(rates.map((rate) => rate.service).sort()).toEqual(['express', 'standard']);
    for (const rate of rates) {
      expect(rate.priceCents).toBeGreaterThan(0);
      expect(rate.currency).toBe('EUR');
      expect(rate.transitDays).toBeGreaterThanOrEqual(1);
      expect(rate.estimatedDelivery).toMatch(/^2026-03-\d\d$/);
    }
    const [standard, express] = ['standard', 'express'].map((code) =>
      rates.find((rate) => rate.service === code)!,
    );
    expect(express!.transitDays).toBeLessThan(standard!.transitDays);
  });

  it('prices only express across the Atlantic', async () => {
    const rates = await carrier.rates({
      to: NEW_YORK,
      parcels: [WING_BOX],
      valueCents: 357_500,
      shipAt: SHIP_AT,
    });
    expect(rates.map((rate) => rate.service)).toEqual(['express']);
  });

  it('books a wing to Munich: tracking number, parcel numbers, an A6 PDF label with the number, no customs', async () => {
    const created = await carrier.createShipment(wingTo(MUNICH));
    expect(created.service).toBe('express');
    expect(created.trackingNumber).toMatch(/^[A-Z0-9]{10,}$/);
    expect(created.parcelNumbers).toHaveLength(1);
    expect(created.shipmentId).toBeTruthy();
    expect(created.customsDeclared).toBe(false);
    expect(created.trackingUrl).toContain(created.trackingNumber);
    expect(carrier.trackingUrl(created.trackingNumber)).toBe(created.trackingUrl);
    await expectLabel(created);
  });

  it('books a wing to Zurich with its customs declaration', async () => {
    const created = await carrier.createShipment(wingTo(ZURICH));
    expect(created.customsDeclared).toBe(true);
    await expectLabel(created);
  });

  it('refuses a parcel to Zurich without customs data, and leaves it out to Munich', async () => {
    const error = await rejection(carrier.createShipment(wingTo(ZURICH, { customs: undefined })));
    expect(error).toBeInstanceOf(CustomsDataError);
    expect(error.transient).toBe(false);
    expect(error.message).toContain('CH');
    const withNeedless = await carrier.createShipment(
      wingTo(MUNICH, { customs: wingTo(ZURICH).customs }),
    );
    expect(withNeedless.customsDeclared).toBe(false);
  });

  it('cancels a shipment before it is handed over', async () => {
    const created = await carrier.createShipment(wingTo(MUNICH));
    await carrier.cancel(created.shipmentId);
  });

  it('refuses to cancel once the courier has the parcels, and tracks them', async () => {
    const created = await carrier.createShipment(wingTo(MUNICH));
    expect((await carrier.track(created.trackingNumber)).status).toBe('label_created');
    await harness.handOver(created.trackingNumber);
    const error = await rejection(carrier.cancel(created.shipmentId));
    expect(error).toBeInstanceOf(AlreadyHandedOverError);
    expect(error.transient).toBe(false);
    const tracking = await carrier.track(created.trackingNumber);
    expect(tracking.events.map((event) => event.status)).toContain('handed_over');
    expect(['handed_over', 'in_transit']).toContain(tracking.status);
  });

  it('refuses an address the carrier cannot deliver to', async () => {
    const error = await rejection(carrier.createShipment(wingTo({ ...MUNICH, zipcode: '8033' })));
    expect(error).toBeInstanceOf(AddressRefusedError);
    expect(error.transient).toBe(false);
  });

  it('refuses a service that does not go to the destination', async () => {
    const error = await rejection(
      carrier.createShipment(wingTo(NEW_YORK, { service: 'standard' })),
    );
    expect(error).toBeInstanceOf(ServiceNotAvailableError);
    expect(error.transient).toBe(false);
  });

  it('reports a failure on the carrier’s side as transient', async () => {
    harness.failNext('transient');
    const error = await rejection(carrier.createShipment(wingTo(MUNICH)));
    expect(error).toBeInstanceOf(CarrierUnavailableError);
    expect(error.transient).toBe(true);
    // The carrier is back: the same request goes through.
    await expect(carrier.createShipment(wingTo(MUNICH))).resolves.toMatchObject({
      service: 'express',
    });
  });

  it('reports a refusal as permanent', async () => {
    harness.failNext('permanent');
    const error = await rejection(carrier.createShipment(wingTo(MUNICH)));
    expect(error).not.toBeInstanceOf(CarrierUnavailableError);
    expect(error.transient).toBe(false);
  });

  it('reports a carrier that does not answer in time as a transient timeout', async () => {
    const error = await rejection(harness.timingOut().createShipment(wingTo(MUNICH)));
    expect(error).toBeInstanceOf(CarrierUnavailableError);
    expect((error as CarrierUnavailableError).reason).toBe('timeout');
    expect(error.transient).toBe(true);
  });
});
