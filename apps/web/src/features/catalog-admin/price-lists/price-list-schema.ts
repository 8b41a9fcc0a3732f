import type { PriceList } from '@windfamily/contract/pricing';
import { priceListPayloadSchema } from '@windfamily/contract/pricing';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';
import { moneyField } from '../../../components/backoffice/form-schemas';

/** A percentage from 0 to 100 with at most two decimals. */
export const percentField = (min: number) =>
  z
    .number({ error: 'enter a percentage' })
    .min(min, `at least ${min} %`)
    .max(100, 'at most 100 %')
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'at most 2 decimals',
    );

export const priceListFormSchema = z.object({
  name: priceListPayloadSchema.shape.name,
  percent_off: percentField(0),
  active: z.boolean(),
  prices: z.array(z.object({ variant_id: z.number().int(), net_price: moneyField })),
});
export type PriceListFormInput = z.input<typeof priceListFormSchema>;

export const emptyPriceList = (): PriceListFormInput => ({
  name: '',
  percent_off: 0,
  active: true,
  prices: [],
});

export const priceListFormValues = (list: PriceList): PriceListFormInput => ({
  name: list.name,
  percent_off: list.percent_off,
  active: list.active,
  prices: list.prices.map((price) => ({
    variant_id: price.variant_id,
    net_price: price.net_price,
  })),
});

export const priceListFieldOf = fieldMapper<PriceListFormInput>({
  fields: ['name', 'percent_off', 'active', 'prices'],
  arrays: ['prices'],
});
