import type { CarrierAddress, Parcel, ShipmentRequest } from './carrier';
import { type CustomsDeclaration, PARAGLIDER_HS_CODE } from './customs';

// The requests the carriers' tests send: the demo shop in Telfs ships a wing to Munich, to
// Zurich and to New York. The DHL Express fixtures (test-fixtures/dhl-express/) were
// recorded from exactly these, so a change here must be recorded there too.

export const SHIPPER: CarrierAddress = {
  name: 'Windfamily GmbH',
  company: 'Windfamily GmbH',
  lines: ['Bahnhofstraße 12'],
  zipcode: '6410',
  city: 'Telfs',
  country: 'at',
  phone: '+43 5262 64100',
  email: 'shop@windfamily.example',
};

/** Monday 2 March 2026, 10:00 in Telfs. */
export const SHIP_AT = new Date('2026-03-02T09:00:00Z');

/** A wing in its box. */
export const WING_BOX: Parcel = { weightGrams: 6400, lengthCm: 70, widthCm: 40, heightCm: 30 };

export const MUNICH: CarrierAddress = {
  name: 'Lena Huber',
  lines: ['Marienplatz 8'],
  zipcode: '80331',
  city: 'München',
  country: 'de',
  phone: '+49 89 1234567',
  email: 'lena@example.com',
};

export const ZURICH: CarrierAddress = {
  name: 'Zoë Brunner',
  company: 'Flugschule Zürich AG',
  lines: ['Seestrasse 4'],
  zipcode: '8002',
  city: 'Zürich',
  country: 'ch',
  phone: '+41 44 123 45 67',
};

export const NEW_YORK: CarrierAddress = {
  name: 'Sam Carter',
  lines: ['350 5th Avenue', 'Apt 21'],
  zipcode: '10118',
  city: 'New York',
  state: 'NY',
  country: 'us',
  phone: '+1 212 555 0100',
};

/** A wing sold: the customs declaration of its invoice. */
export const WING_CUSTOMS: CustomsDeclaration = {
  invoiceNumber: '2026-00042',
  invoiceDate: '2026-03-02',
  exportReason: 'sale',
  currency: 'EUR',
  lines: [
    {
      description: 'Paraglider (wing), size M',
      hsCode: PARAGLIDER_HS_CODE,
      originCountry: 'at',
      quantity: 1,
      unitValueCents: 357_500,
      netWeightGrams: 5200,
    },
  ],
};

export const wingTo = (
  to: CarrierAddress,
  overrides: Partial<ShipmentRequest> = {},
): ShipmentRequest => ({
  service: 'express',
  to,
  parcels: [WING_BOX],
  reference: '2026-0042',
  contents: 'Paraglider',
  ...(to.country === 'de' ? {} : { customs: WING_CUSTOMS }),
  shipAt: SHIP_AT,
  ...overrides,
});
