import { and, eq, sql } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  type DeliveryMethod,
  type ShipmentPrices,
  type ShippingBox,
  type shipmentPricesPayloadSchema,
} from '@windfamily/contract/pricing';
import type { z } from 'zod';
import { centsToMoney } from '@windfamily/contract/money';
import type { Db } from '../../db/client';
import { shippingRates } from '../../db/schema';
import type { CatalogService } from '../catalog/catalog.service';
import { type CatalogSnapshot, shippingRateKey } from '../catalog/snapshot';
import { zoneList, zoneOf } from './zones';

/** Shipping prices: net, per zone, delivery method and box; staff keep them. */
export class ShippingService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly shopCountry: string,
  ) {}

  /** Every rate, for the public price table and the back office. */
  async shipmentPrices(): Promise<ShipmentPrices> {
    const snapshot = await this.catalog.snapshot();
    const shopCountryName = countries.getName(this.shopCountry, 'en') ?? this.shopCountry;
    const zones = zoneList(this.shopCountry, shopCountryName);
    const rates: ShipmentPrices['rates'] = [];
    for (const zone of zones)
      for (const method of DELIVERY_METHODS)
        for (const box of ['parcel', 'wing'] as const) {
          const price = snapshot.shippingRates.get(shippingRateKey(zone.code, method, box));
          if (price !== undefined)
            rates.push({ zone: zone.code, method, box, net_price: centsToMoney(price) });
        }
    return {
      methods: DELIVERY_METHODS.map((code) => ({ code, name: DELIVERY_METHOD_LABELS[code] })),
      zones,
      rates,
    };
  }

  /**
   * Net prices of the delivery methods that reach `country` for a shipment in `box`; a
   * method without a rate for that zone does not go there.
   */
  pricesTo(
    snapshot: CatalogSnapshot,
    country: string,
    box: ShippingBox,
  ): Partial<Record<DeliveryMethod, number>> {
    const zone = zoneOf(country, this.shopCountry);
    const prices: Partial<Record<DeliveryMethod, number>> = {};
    for (const method of DELIVERY_METHODS) {
      const price = snapshot.shippingRates.get(shippingRateKey(zone, method, box));
      if (price !== undefined) prices[method] = price;
    }
    return prices;
  }

  /**
   * Sets the given rates (others stay as they are); a rate of null withdraws the method from
   * that zone and box. Shows in every cart at once.
   */
  async setRates({ rates }: z.output<typeof shipmentPricesPayloadSchema>): Promise<ShipmentPrices> {
    await this.db.transaction(async (tx) => {
      for (const rate of rates) {
        const key = and(
          eq(shippingRates.zone, rate.zone),
          eq(shippingRates.method, rate.method),
          eq(shippingRates.box, rate.box),
        );
        if (rate.net_price === null) await tx.delete(shippingRates).where(key);
        else
          await tx
            .insert(shippingRates)
            .values({
              zone: rate.zone,
              method: rate.method,
              box: rate.box,
              netPrice: rate.net_price,
            })
            .onConflictDoUpdate({
              target: [shippingRates.zone, shippingRates.method, shippingRates.box],
              set: { netPrice: sql`excluded.net_price` },
            });
      }
    });
    await this.catalog.changed();
    return this.shipmentPrices();
  }
}
