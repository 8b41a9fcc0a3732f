import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DhlExpressCarrier,
  errorOf,
  plannedShippingDateAndTime,
  productCodeOf,
} from './dhl-express';
import {
  DHL_TEST_CREDENTIALS,
  type DhlExpressFake,
  loadDhlFixture,
  type ReceivedRequest,
  startDhlExpressFake,
} from './dhl-express-fake';
import {
  AddressRefusedError,
  CarrierCredentialsError,
  CarrierError,
  CarrierRefusedError,
  CarrierUnavailableError,
  CustomsDataError,
  ServiceNotAvailableError,
} from './errors';
import { MUNICH, NEW_YORK, SHIP_AT, SHIPPER, WING_BOX, wingTo, ZURICH } from './test-requests';

type Body = Record<string, unknown>;

const bodyOf = (request: ReceivedRequest | undefined) => request?.body as Body;

async function rejection(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

describe('the DHL Express adapter', () => {
  let fake: DhlExpressFake;
  let dhl: DhlExpressCarrier;
  beforeEach(async () => {
    fake = await startDhlExpressFake();
    dhl = new DhlExpressCarrier({ apiUrl: fake.url, ...DHL_TEST_CREDENTIALS, shipper: SHIPPER });
  });
  afterEach(async () => {
    await fake.close();
  });

  it('signs every call with the API key and secret and a message reference of its own', async () => {
    await dhl.rates({ to: MUNICH, parcels: [WING_BOX], shipAt: SHIP_AT });
    await dhl.createShipment(wingTo(MUNICH));
    expect(fake.problems).toEqual([]);
    const [rates, shipment] = fake.requests;
    const basic = `Basic ${Buffer.from('windfamilyAT:Q!2wE4rT6yU8iO0p').toString('base64')}`;
    expect(rates?.headers.authorization).toBe(basic);
    expect(shipment?.headers.authorization).toBe(basic);
    expect(rates?.headers['message-reference']).not.toBe(shipment?.headers['message-reference']);
    expect(bodyOf(shipment).accounts).toEqual([{ typeCode: 'shipper', number: '123456789' }]);
  });

  it('asks for the A6 label and names the order on it', async () => {
    await dhl.createShipment(wingTo(MUNICH));
    const body = bodyOf(fake.requests[0]);
    expect(body.outputImageProperties).toEqual({
      encodingFormat: 'pdf',
      imageOptions: [{ typeCode: 'label', templateName: 'ECOM26_A6_002', isRequested: true }],
    });
    expect(body.customerReferences).toEqual([{ value: '2026-0042', typeCode: 'CU' }]);
    expect(body.productCode).toBe('U');
    expect(body.pickup).toEqual({ isRequested: false });
  });

  it('declares a wing to Zurich to customs: HS 8804 00 00, made in Austria, its invoice and value', async () => {
    await dhl.createShipment(wingTo(ZURICH));
    const content = bodyOf(fake.requests[0]).content as Body;
    expect(content.isCustomsDeclarable).toBe(true);
    expect(content.declaredValue).toBe(3575);
    expect(content.declaredValueCurrency).toBe('EUR');
    expect(content.incoterm).toBe('DAP');
    expect(content.exportDeclaration).toMatchObject({
      invoice: { number: '2026-00042', date: '2026-03-02' },
      exportReason: 'Sale',
      exportReasonType: 'permanent',
      lineItems: [
        {
          number: 1,
          description: 'Paraglider (wing), size M',
          price: 3575,
          quantity: { value: 1, unitOfMeasurement: 'PCS' },
          commodityCodes: [{ typeCode: 'outbound', value: '88040000' }],
          manufacturerCountry: 'AT',
          weight: { netValue: 5.2, grossValue: 6.4 },
        },
      ],
    });
  });

  it('sends nothing for customs inside the EU', async () => {
    await dhl.createShipment(wingTo(MUNICH, { customs: wingTo(ZURICH).customs }));
    const content = bodyOf(fake.requests[0]).content as Body;
    expect(content.isCustomsDeclarable).toBe(false);
    expect(content).not.toHaveProperty('exportDeclaration');
    expect(content).not.toHaveProperty('declaredValue');
  });

  it('sends no request at all when customs data is missing', async () => {
    await expect(
      dhl.createShipment(wingTo(NEW_YORK, { customs: undefined })),
    ).rejects.toBeInstanceOf(CustomsDataError);
    expect(fake.requests).toEqual([]);
  });

  it('prices a customs-declarable destination with the goods’ value', async () => {
    await dhl.rates({ to: NEW_YORK, parcels: [WING_BOX], valueCents: 357_500, shipAt: SHIP_AT });
    expect(bodyOf(fake.requests[0])).toMatchObject({
      isCustomsDeclarable: true,
      monetaryAmount: [{ typeCode: 'declaredValue', value: 3575, currency: 'EUR' }],
    });
  });

  it('reads prices, transit days and delivery dates from the rates', async () => {
    const rates = await dhl.rates({ to: MUNICH, parcels: [WING_BOX], shipAt: SHIP_AT });
    expect(rates).toEqual([
      {
        service: 'standard',
        name: 'DHL Economy Select',
        priceCents: 2190,
        currency: 'EUR',
        transitDays: 3,
        estimatedDelivery: '2026-03-05',
      },
      {
        service: 'express',
        name: 'DHL Express Worldwide',
        priceCents: 5435,
        currency: 'EUR',
        transitDays: 1,
        estimatedDelivery: '2026-03-03',
      },
    ]);
  });

  it('returns the waybill, the piece numbers and DHL’s label', async () => {
    const created = await dhl.createShipment(wingTo(MUNICH));
    expect(created).toMatchObject({
      shipmentId: '1234567891',
      trackingNumber: '1234567891',
      parcelNumbers: ['JD014600003456789012'],
      trackingUrl:
        'https://www.dhl.com/at-en/home/tracking/tracking-express.html?tracking-id=1234567891',
    });
    const recorded = loadDhlFixture('shipment-de-express').response.body as {
      documents: { content: string }[];
    };
    expect(Buffer.from(created.label.pdf).toString('base64')).toBe(recorded.documents[0]!.content);
  });

  it('cancels without a call to cancel: DHL bills no waybill it never scanned', async () => {
    await dhl.cancel('1234567891');
    expect(
      fake.requests.map((request) => `${request.method} ${request.path.split('?')[0]}`),
    ).toEqual(['GET /shipments/1234567891/tracking']);
  });

  it('reads DHL’s checkpoints as the shop’s tracking states', async () => {
    fake.handOver();
    const tracking = await dhl.track('1234567891');
    expect(tracking).toEqual({
      trackingNumber: '1234567891',
      status: 'in_transit',
      events: [
        {
          at: '2026-03-02T16:41:08',
          status: 'handed_over',
          description: 'Shipment picked up',
          location: 'INNSBRUCK-AT',
        },
        {
          at: '2026-03-02T19:05:51',
          status: 'in_transit',
          description: 'Processed at INNSBRUCK-AT',
          location: 'INNSBRUCK-AT',
        },
      ],
      estimatedDelivery: '2026-03-03',
    });
  });

  it('takes refused credentials for a configuration problem, not a reason to retry', async () => {
    const wrong = new DhlExpressCarrier({
      apiUrl: fake.url,
      ...DHL_TEST_CREDENTIALS,
      apiSecret: 'wrong',
      shipper: SHIPPER,
    });
    const error = await rejection(wrong.createShipment(wingTo(MUNICH)));
    expect(error).toBeInstanceOf(CarrierCredentialsError);
    expect(error.transient).toBe(false);
    expect(error.message).toContain('DHL_EXPRESS_API_KEY');
    expect(error.carrierDetail).toBe('Invalid credentials');
  });

  it('maps each error answer to the error the shop acts on', async () => {
    const cases: [string, new (...args: never[]) => CarrierError, boolean][] = [
      ['error-400-account', CarrierCredentialsError, false],
      ['error-400-timestamp', CarrierRefusedError, false],
      ['error-422-city', AddressRefusedError, false],
      ['error-500', CarrierUnavailableError, true],
    ];
    for (const [fixture, type, transient] of cases) {
      fake.answerNext(fixture);
      const error = await rejection(dhl.createShipment(wingTo(MUNICH)));
      expect(error, fixture).toBeInstanceOf(type);
      expect(error.transient, fixture).toBe(transient);
    }
  });

  it('refuses a service DHL does not offer, naming it', async () => {
    const error = await rejection(dhl.createShipment(wingTo(NEW_YORK, { service: 'standard' })));
    expect(error).toBeInstanceOf(ServiceNotAvailableError);
    expect(error).toMatchObject({ service: 'standard', country: 'us' });
    expect(error.carrierDetail).toContain('(H) not available');
  });

  it('knows without asking that DHL Express has no standard service at home', async () => {
    const error = await rejection(
      dhl.createShipment(
        wingTo(
          { ...MUNICH, country: 'at', zipcode: '6020', city: 'Innsbruck' },
          { service: 'standard' },
        ),
      ),
    );
    expect(error).toBeInstanceOf(ServiceNotAvailableError);
    expect(fake.requests).toEqual([]);
  });

  it('needs the recipient’s phone number before it calls', async () => {
    const error = await rejection(dhl.createShipment(wingTo({ ...MUNICH, phone: undefined })));
    expect(error).toBeInstanceOf(AddressRefusedError);
    expect(fake.requests).toEqual([]);
  });

  it('takes a carrier that cannot be reached for a transient failure', async () => {
    await fake.close();
    const error = await rejection(dhl.rates({ to: MUNICH, parcels: [WING_BOX], shipAt: SHIP_AT }));
    expect(error).toBeInstanceOf(CarrierUnavailableError);
    expect((error as CarrierUnavailableError).reason).toBe('down');
    fake = await startDhlExpressFake(); // for afterEach
  });

  it('takes an answer without a label for a transient failure', async () => {
    fake.answerNext('rates-de'); // a 200 in the wrong shape
    const error = await rejection(dhl.createShipment(wingTo(MUNICH)));
    expect(error).toBeInstanceOf(CarrierUnavailableError);
    expect((error as CarrierUnavailableError).reason).toBe('bad-answer');
  });
});

describe('DHL Express requests', () => {
  it('plan the shipping time in the shop’s time zone', () => {
    expect(plannedShippingDateAndTime(new Date('2026-03-02T09:00:00Z'))).toBe(
      '2026-03-02T10:00:00 GMT+01:00',
    );
    expect(plannedShippingDateAndTime(new Date('2026-07-01T14:30:00Z'))).toBe(
      '2026-07-01T16:30:00 GMT+02:00',
    );
  });

  it('book Economy Select or Express Worldwide by whether the parcel crosses a customs border', () => {
    expect(productCodeOf('standard', 'at', 'de')).toBe('W');
    expect(productCodeOf('standard', 'at', 'ch')).toBe('H');
    expect(productCodeOf('express', 'at', 'de')).toBe('U');
    expect(productCodeOf('express', 'at', 'us')).toBe('P');
    expect(productCodeOf('express', 'at', 'at')).toBe('N');
    expect(productCodeOf('standard', 'at', 'at')).toBeUndefined();
  });

  it('read a 429 as a reason to slow down and retry', () => {
    const error = errorOf(429, { title: 'Too Many Requests' });
    expect(error).toBeInstanceOf(CarrierUnavailableError);
    expect(error.transient).toBe(true);
  });
});
