import { describe, expect, it } from 'vitest';
import {
  PURCHASE_ORDER_LINE_STATES,
  PURCHASE_ORDER_STATES,
  UNIT_STATES,
} from '@windfamily/contract/production';
import { HttpError } from '../../lib/http-error';
import {
  assertLine,
  assertOpen,
  assertPurchaseOrder,
  assertUnit,
  LINE_TRANSITIONS,
  PURCHASE_ORDER_TRANSITIONS,
  UNIT_TRANSITIONS,
} from './states';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? error : undefined;
  }
  return undefined;
};

describe('the purchase order’s states', () => {
  it('go draft → sent → finished, or to cancelled before they are received', () => {
    const allowed = PURCHASE_ORDER_STATES.flatMap((from) =>
      PURCHASE_ORDER_STATES.filter((to) => !refusal(() => assertPurchaseOrder(from, to))).map(
        (to) => `${from}>${to}`,
      ),
    );
    expect(allowed).toEqual(['draft>sent', 'draft>cancelled', 'sent>finished', 'sent>cancelled']);
  });

  it('refuse the rest with a 409 saying why', () => {
    const error = refusal(() => assertPurchaseOrder('draft', 'finished'));
    expect(error?.statusCode).toBe(409);
    expect(error?.message).toBe(
      'The purchase order has not been sent to the factory yet: prepare it first.',
    );
    expect(refusal(() => assertPurchaseOrder('finished', 'cancelled'))?.message).toContain(
      'received already',
    );
    expect(refusal(() => assertOpen('cancelled'))?.statusCode).toBe(409);
    expect(refusal(() => assertOpen('sent'))).toBeUndefined();
  });
});

describe('a line’s states', () => {
  it('go open → prepared → finished, or to cancelled before they are received', () => {
    const allowed = PURCHASE_ORDER_LINE_STATES.flatMap((from) =>
      LINE_TRANSITIONS[from].map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'open>prepared',
      'open>cancelled',
      'prepared>finished',
      'prepared>cancelled',
    ]);
    expect(refusal(() => assertLine('prepared', 'prepared'))?.message).toBe(
      'The line is prepared already: its unit exists.',
    );
    expect(refusal(() => assertLine('open', 'finished'))?.statusCode).toBe(409);
    expect(refusal(() => assertLine('finished', 'cancelled'))?.statusCode).toBe(409);
  });
});

describe('a unit’s states', () => {
  it('start in production and never come back from void', () => {
    expect(UNIT_TRANSITIONS.void).toEqual([]);
    expect(refusal(() => assertUnit('in_production', 'in_stock'))).toBeUndefined();
    expect(refusal(() => assertUnit('in_production', 'demo'))).toBeUndefined();
    expect(refusal(() => assertUnit('in_production', 'delivered'))?.message).toBe(
      'A unit in production cannot become delivered.',
    );
    expect(refusal(() => assertUnit('delivered', 'lost'))?.statusCode).toBe(409);
    for (const from of UNIT_STATES)
      for (const to of UNIT_TRANSITIONS[from]) expect(UNIT_STATES).toContain(to);
    expect(PURCHASE_ORDER_TRANSITIONS.finished).toEqual([]);
  });
});
