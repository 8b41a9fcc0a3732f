import type { ProductDetail, Variant } from '@windfamily/contract/catalog';
import { isPurchasable } from './availability';

/** The value chosen for each option name, e.g. { Size: 'M', Colour: 'Glacier' }. */
export type Selection = Record<string, string>;

export interface OptionChoice {
  value: string;
  /** The combination with the other chosen options cannot be bought. */
  disabled: boolean;
  /** Why, for the button's label: 'Sold out', 'Not available'. */
  reason: string | null;
  /** Why, in a sentence naming the combination: 'XL in Sunset is sold out'. */
  description: string | null;
}

export interface OptionGroup {
  name: string;
  choices: OptionChoice[];
}

type Product = Pick<ProductDetail, 'option_names' | 'variants'>;

const matches = (variant: Variant, selection: Selection) =>
  Object.entries(selection).every(([name, value]) => variant.options[name] === value);

/** The variant with exactly these option values (every option name set). */
export function findVariant(product: Product, selection: Selection): Variant | undefined {
  return product.variants.find(
    (variant) =>
      product.option_names.every((name) => name in selection) && matches(variant, selection),
  );
}

/** The values of one option, in the order the variants list them. */
export function valuesOf(product: Product, name: string): string[] {
  const values: string[] = [];
  for (const variant of product.variants) {
    const value = variant.options[name];
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}

/** The options of a variant, restricted to the product's option names. */
const selectionOf = (product: Product, variant: Variant): Selection =>
  Object.fromEntries(
    product.option_names
      .filter((name) => variant.options[name] !== undefined)
      .map((name) => [name, variant.options[name]!]),
  );

/** What is chosen at first: the first variant that can be bought, else the first one. */
export function defaultSelection(product: Product): Selection {
  const variant =
    product.variants.find((v) => isPurchasable(v.availability)) ?? product.variants[0];
  return variant ? selectionOf(product, variant) : {};
}

/**
 * The choices of every option given what is chosen for the others: a value whose combination
 * is sold out, switched off or does not exist cannot be picked.
 */
export function optionGroups(product: Product, selection: Selection): OptionGroup[] {
  return product.option_names.map((name) => {
    const others = product.option_names
      .filter((other) => other !== name && selection[other] !== undefined)
      .map((other) => selection[other]!);
    const context = others.length > 0 ? ` in ${others.join(' · ')}` : '';
    return {
      name,
      choices: valuesOf(product, name).map((value): OptionChoice => {
        const variant = findVariant(product, { ...selection, [name]: value });
        if (variant && isPurchasable(variant.availability)) {
          return { value, disabled: false, reason: null, description: null };
        }
        const reason = variant?.availability.status === 'sold_out' ? 'Sold out' : 'Not available';
        return {
          value,
          disabled: true,
          reason,
          description: `${value}${context}: ${reason.toLowerCase()}`,
        };
      }),
    };
  });
}

/**
 * Chooses `value` for `name`. When that leaves a combination that cannot be bought, the
 * other options move to the first variant with this value that can.
 */
export function selectOption(
  product: Product,
  selection: Selection,
  name: string,
  value: string,
): Selection {
  const next = { ...selection, [name]: value };
  const variant = findVariant(product, next);
  if (variant && isPurchasable(variant.availability)) return next;
  const fallback = product.variants.find(
    (v) => v.options[name] === value && isPurchasable(v.availability),
  );
  return fallback ? selectionOf(product, fallback) : next;
}

/** Chooses exactly this variant. */
export const selectVariant = (product: Product, variant: Variant): Selection =>
  selectionOf(product, variant);
