import { describe, expect, it } from 'vitest';
import { availabilityText, maxAmountOf } from './availability';

describe('availabilityText', () => {
  it('words every availability', () => {
    expect(availabilityText({ status: 'in_stock', quantity: 3 })).toBe('In stock (3 left)');
    expect(availabilityText({ status: 'in_stock', quantity: 200 })).toBe('In stock');
    expect(availabilityText({ status: 'made_to_order', lead_time_weeks: 6 })).toBe(
      'Made to order: ships in 6 weeks',
    );
    expect(availabilityText({ status: 'made_to_order', lead_time_weeks: 1 })).toBe(
      'Made to order: ships in 1 week',
    );
    expect(availabilityText({ status: 'sold_out' })).toBe('Sold out');
    expect(availabilityText({ status: 'unavailable' })).toBe('Not available');
  });
});

describe('maxAmountOf', () => {
  it('caps stocked variants at their stock and the rest at the line limit', () => {
    expect(maxAmountOf({ status: 'in_stock', quantity: 3 })).toBe(3);
    expect(maxAmountOf({ status: 'in_stock', quantity: 500 })).toBe(99);
    expect(maxAmountOf({ status: 'made_to_order', lead_time_weeks: 4 })).toBe(99);
    expect(maxAmountOf({ status: 'sold_out' })).toBe(0);
  });
});
