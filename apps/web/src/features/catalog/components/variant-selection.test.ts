import { describe, expect, it } from 'vitest';
import { makeHoodie, makeVariant, makeWing } from '../test/fixtures';
import {
  defaultSelection,
  findVariant,
  optionGroups,
  selectOption,
  valuesOf,
} from './variant-selection';

const hoodie = makeHoodie(); // Sunset: S unavailable, XL sold out

describe('valuesOf', () => {
  it('lists the values of an option in variant order', () => {
    expect(valuesOf(hoodie, 'Size')).toEqual(['S', 'M', 'L', 'XL']);
    expect(valuesOf(hoodie, 'Colour')).toEqual(['Graphite', 'Sunset']);
  });
});

describe('defaultSelection', () => {
  it('starts with the first variant that can be bought', () => {
    const wing = makeWing();
    wing.variants[0]!.availability = { status: 'sold_out' };
    wing.variants[1]!.availability = { status: 'unavailable' };
    expect(defaultSelection(wing)).toEqual({ Size: 'M' });
  });

  it('selects the only variant of a product without options', () => {
    const kit = { option_names: [], variants: [makeVariant({})] };
    expect(defaultSelection(kit)).toEqual({});
    expect(findVariant(kit, {})).toBe(kit.variants[0]);
  });
});

describe('optionGroups', () => {
  it('disables sold-out and switched-off combinations, with the reason', () => {
    const [sizes, colours] = optionGroups(hoodie, { Size: 'S', Colour: 'Sunset' });
    expect(sizes!.choices).toEqual([
      {
        value: 'S',
        disabled: true,
        reason: 'Not available',
        description: 'S in Sunset: not available',
      },
      { value: 'M', disabled: false, reason: null, description: null },
      { value: 'L', disabled: false, reason: null, description: null },
      { value: 'XL', disabled: true, reason: 'Sold out', description: 'XL in Sunset: sold out' },
    ]);
    expect(colours!.choices.map((choice) => choice.disabled)).toEqual([false, true]);
  });

  it('enables every size of the colour that has them all', () => {
    const [sizes, colours] = optionGroups(hoodie, { Size: 'XL', Colour: 'Graphite' });
    expect(sizes!.choices.every((choice) => !choice.disabled)).toBe(true);
    expect(colours!.choices[1]).toMatchObject({
      value: 'Sunset',
      disabled: true,
      reason: 'Sold out',
    });
  });
});

describe('selectOption', () => {
  it('keeps the other options when the combination can be bought', () => {
    expect(selectOption(hoodie, { Size: 'M', Colour: 'Graphite' }, 'Colour', 'Sunset')).toEqual({
      Size: 'M',
      Colour: 'Sunset',
    });
  });

  it('moves the other options to a combination that can be bought', () => {
    expect(selectOption(hoodie, { Size: 'XL', Colour: 'Graphite' }, 'Colour', 'Sunset')).toEqual({
      Size: 'M',
      Colour: 'Sunset',
    });
  });
});
