import { centsToMoney, moneyInputSchema } from '@windfamily/contract/money';
import type {
  ShipmentPrices,
  ShipmentPricesPayload,
  ShippingBox,
} from '@windfamily/contract/pricing';
import { SHIPPING_BOXES } from '@windfamily/contract/pricing';
import { z } from 'zod';

/**
 * The shipping price grid: zones x delivery methods x boxes, each cell a net price typed as
 * text; an empty cell is "not offered there".
 */
export type ShippingCells = Record<string, Record<string, Record<string, string>>>;
export interface ShippingFormInput {
  cells: ShippingCells;
}

export const BOX_LABELS: Record<ShippingBox, string> = { parcel: 'Parcel', wing: 'Wing box' };

const rateKey = (zone: string, method: string, box: string) => `${zone}.${method}.${box}`;

/** The grid's cells from the server's rates (cells without a rate are empty). */
export function shippingCells(prices: ShipmentPrices): ShippingCells {
  const cells: ShippingCells = {};
  for (const zone of prices.zones) {
    const row: Record<string, Record<string, string>> = (cells[zone.code] = {});
    for (const method of prices.methods) {
      row[method.code] = {};
      for (const box of SHIPPING_BOXES) row[method.code]![box] = '';
    }
  }
  for (const rate of prices.rates) {
    const cell = cells[rate.zone]?.[rate.method];
    if (cell) cell[rate.box] = rate.net_price;
  }
  return cells;
}

type Rate = ShipmentPricesPayload['rates'][number];

const rateKeys = (prices: ShipmentPrices) =>
  new Set(prices.rates.map((rate) => rateKey(rate.zone, rate.method, rate.box)));

/**
 * What to send, in grid order: the filled cells as prices ("12.50"), and the cells emptied
 * since loading as null (the method no longer goes there); cells empty before stay unsent.
 */
export function ratesToSend(cells: ShippingCells, prices: ShipmentPrices): Rate[] {
  const existing = rateKeys(prices);
  const rates: Rate[] = [];
  for (const zone of prices.zones)
    for (const method of prices.methods)
      for (const box of SHIPPING_BOXES) {
        const text = cells[zone.code]?.[method.code]?.[box]?.trim() ?? '';
        if (text)
          rates.push({
            zone: zone.code,
            method: method.code,
            box,
            net_price: centsToMoney(moneyInputSchema.parse(text)),
          });
        else if (existing.has(rateKey(zone.code, method.code, box)))
          rates.push({ zone: zone.code, method: method.code, box, net_price: null });
      }
  return rates;
}

/** Checks the grid: each filled cell is a price, and something is offered somewhere. */
export function shippingFormSchema(prices: ShipmentPrices) {
  return z
    .object({ cells: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.string()))) })
    .superRefine(({ cells }, ctx) => {
      let filled = 0;
      for (const zone of prices.zones)
        for (const method of prices.methods)
          for (const box of SHIPPING_BOXES) {
            const text = cells[zone.code]?.[method.code]?.[box]?.trim() ?? '';
            if (!text) continue;
            filled += 1;
            const parsed = moneyInputSchema.safeParse(text);
            if (!parsed.success)
              ctx.addIssue({
                code: 'custom',
                path: ['cells', zone.code, method.code, box],
                message: parsed.error.issues[0]!.message,
              });
          }
      if (filled === 0)
        ctx.addIssue({ code: 'custom', path: ['root'], message: 'Enter at least one price.' });
    });
}
