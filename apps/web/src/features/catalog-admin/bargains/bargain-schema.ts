import type { SecondhandAdmin } from '@windfamily/contract/catalog-admin';
import { secondhandPayloadSchema } from '@windfamily/contract/catalog-admin';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';
import { EMPTY_NUMBER, intField, moneyField } from '../../../components/backoffice/form-schemas';

const s = secondhandPayloadSchema.shape;

/** The second-hand wing form: the API's payload, '' standing for "no catalogue model". */
export const bargainFormSchema = z.object({
  model_product: z
    .string()
    .trim()
    .transform((slug) => slug || null),
  model_name: s.model_name,
  size: s.size,
  manufacturing_date: s.manufacturing_date,
  condition: s.condition,
  hours_flown: intField(0, 10_000),
  description: s.description,
  image_ids: s.image_ids,
  net_price: moneyField,
  active: z.boolean(),
});
export type BargainFormInput = z.input<typeof bargainFormSchema>;

export const emptyBargain = (): BargainFormInput => ({
  model_product: '',
  model_name: '',
  size: '',
  manufacturing_date: '',
  condition: '' as BargainFormInput['condition'],
  hours_flown: EMPTY_NUMBER,
  description: '',
  image_ids: [],
  net_price: '',
  active: true,
});

export const bargainFormValues = (item: SecondhandAdmin): BargainFormInput => ({
  model_product: item.model_product ?? '',
  model_name: item.model_name,
  size: item.size,
  manufacturing_date: item.manufacturing_date,
  condition: item.condition as BargainFormInput['condition'],
  hours_flown: item.hours_flown,
  description: item.description,
  image_ids: item.images.map((image) => image.id),
  net_price: item.net_price,
  active: item.active,
});

export const bargainFieldOf = fieldMapper<BargainFormInput>({
  fields: [
    'model_product',
    'model_name',
    'size',
    'manufacturing_date',
    'condition',
    'hours_flown',
    'description',
    'net_price',
    'active',
  ],
  collapse: { image_ids: 'image_ids' },
});
