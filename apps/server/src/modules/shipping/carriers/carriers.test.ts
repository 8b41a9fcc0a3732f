import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { openTestDatabase } from '../../../test/harness';
import { Carriers, NoCarrierError, shipperOf } from '.';
import { DhlExpressCarrier } from './dhl-express';
import { StandInCarrier } from './stand-in';

const prod = {
  APP_MODE: 'prod',
  SECRET_KEY: 's'.repeat(40),
  SHOP_LEGAL_NAME: 'Windfamily GmbH',
  SHOP_ADDRESS: 'Bahnhofstraße 12|6410 Telfs',
  SHOP_VAT_ID: 'ATU12345678',
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the carriers service', () => {
  it('gives development the stand-in, with its hooks', () => {
    const carriers = new Carriers(loadConfig({}), database.db);
    expect(carriers.carrier).toBeInstanceOf(StandInCarrier);
    expect(carriers.standIn).toBe(carriers.carrier);
    expect(carriers.require()).toBe(carriers.carrier);
  });

  it('gives production DHL Express when configured, without the stand-in’s hooks', () => {
    const carriers = new Carriers(
      loadConfig({
        ...prod,
        DHL_EXPRESS_API_KEY: 'windfamilyAT',
        DHL_EXPRESS_API_SECRET: 'Q!2wE4rT6yU8iO0p',
        DHL_EXPRESS_ACCOUNT: '123456789',
        SHOP_PHONE: '+43 5262 64100',
      }),
      database.db,
    );
    expect(carriers.carrier).toBeInstanceOf(DhlExpressCarrier);
    expect(carriers.standIn).toBeNull();
  });

  it('says how to configure a carrier when production has none', () => {
    const carriers = new Carriers(loadConfig(prod), database.db);
    expect(carriers.carrier).toBeNull();
    expect(() => carriers.require()).toThrow(NoCarrierError);
    expect(() => carriers.require()).toThrow(/set CARRIER/);
  });

  it('sends from the seller of the invoices', () => {
    expect(shipperOf(loadConfig({ ...prod, SHOP_PHONE: '+43 5262 64100' }))).toEqual({
      name: 'Windfamily GmbH',
      company: 'Windfamily GmbH',
      lines: ['Bahnhofstraße 12'],
      zipcode: '6410',
      city: 'Telfs',
      country: 'at',
      phone: '+43 5262 64100',
      email: 'shop@localhost',
    });
  });
});
