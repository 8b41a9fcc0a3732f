import { z } from 'zod';
import { moneySchema } from './money';
import { STATISTICS_GROUPS, STATISTICS_LIMITS, daysIn } from './statistics-periods';

export * from './statistics-periods';

// The sales statistics (`GET /api/accounting/statistics/`): revenue of the orders by the shop's
// calendar day, their breakdowns, and the open items of the morning
// (docs/decisions/0028-sales-statistics.md).

const dateField = z.iso.date('a date such as 2026-01-31');

export const STATISTICS_MESSAGES = {
  toBeforeFrom: 'on or after the start',
  tooLong: 'at most three years',
  tooLongByDay: 'at most a year by day: group by week or month',
} as const;

/** `?from=&to=&group=&compare=previous`: a period of shop days, both included. */
export const statisticsQuerySchema = z
  .object({
    from: dateField,
    to: dateField,
    group: z.enum(STATISTICS_GROUPS).default('month'),
    /** `previous`: also the period just before, to compare with. */
    compare: z.enum(['previous']).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: STATISTICS_MESSAGES.toBeforeFrom });
      return;
    }
    const days = daysIn(value.from, value.to);
    if (days > STATISTICS_LIMITS.maxDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: STATISTICS_MESSAGES.tooLong });
    else if (value.group === 'day' && days > STATISTICS_LIMITS.maxDaysByDay)
      ctx.addIssue({ code: 'custom', path: ['group'], message: STATISTICS_MESSAGES.tooLongByDay });
  });
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

/** Revenue of the orders placed in a period (cancelled ones left out). */
export const salesFiguresSchema = z
  .object({
    orders: z.number().int(),
    /** Net: what the orders are worth without VAT (lines less discount, plus shipping). */
    net: moneySchema,
    vat: moneySchema,
    /** Net plus VAT: what the customers pay. */
    gross: moneySchema,
    /** Net per order, rounded to the cent; 0.00 without orders. */
    average_order_value: moneySchema,
  })
  .meta({ id: 'SalesFigures' });
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** One bucket of the series (a day, a week from Monday, a month), cut to the period. */
export const salesBucketSchema = salesFiguresSchema
  .extend({ bucket: z.string(), from: z.string(), to: z.string() })
  .meta({ id: 'SalesBucket' });
export type SalesBucket = z.infer<typeof salesBucketSchema>;

const revenueRow = { orders: z.number().int(), net: moneySchema, gross: moneySchema };

export const countrySalesSchema = z
  .object({ country: z.string(), ...revenueRow, vat: moneySchema })
  .meta({ id: 'CountrySales' });
export type CountrySales = z.infer<typeof countrySalesSchema>;
/** Lines' revenue (after goodie reductions, before an order's discount): units sold and money. */
export const categorySalesSchema = z
  .object({ category: z.string(), ...revenueRow, units: z.number().int() })
  .meta({ id: 'CategorySales' });
export type CategorySales = z.infer<typeof categorySalesSchema>;
export const productSalesSchema = z
  .object({
    product: z.string(),
    name: z.string(),
    category: z.string(),
    ...revenueRow,
    units: z.number().int(),
  })
  .meta({ id: 'ProductSales' });
export type ProductSales = z.infer<typeof productSalesSchema>;
export const promoCodeSalesSchema = z
  .object({
    code: z.string(),
    orders: z.number().int(),
    discount_net: moneySchema,
    discount_gross: moneySchema,
  })
  .meta({ id: 'PromoCodeSales' });
export type PromoCodeSales = z.infer<typeof promoCodeSalesSchema>;

/** A customer is an e-mail address; their first order is the earliest not cancelled. */
export const customerSalesSchema = z
  .object({
    /** Customers whose first order is in the period (each counted once). */
    new_customers: z.number().int(),
    new_net: moneySchema,
    /** Orders in the period of customers who had ordered before (the order's own day counts). */
    returning_orders: z.number().int(),
    returning_net: moneySchema,
  })
  .meta({ id: 'CustomerSales' });
export type CustomerSales = z.infer<typeof customerSalesSchema>;

export const colorDesignSalesSchema = z
  .object({
    /** Orders with at least one line in colours of the colour picker. */
    orders: z.number().int(),
    lines: z.number().int(),
    units: z.number().int(),
  })
  .meta({ id: 'ColorDesignSales' });

export const cancelledSalesSchema = z
  .object({ orders: z.number().int(), gross: moneySchema })
  .meta({ id: 'CancelledSales' });

/** What a maker checks each morning, as of now (not of the period). */
export const openItemsSchema = z
  .object({
    unpaid_bank_transfers: z.object({ orders: z.number().int(), amount: moneySchema }),
    /** Paid orders with wings not yet on a purchase order to the factory. */
    waiting_for_production: z.object({ orders: z.number().int(), wings: z.number().int() }),
    /** Lines of purchase orders to finish this week (Monday to Sunday), by the confirmed date, else the requested one. */
    due_from_factory: z.object({
      wings: z.number().int(),
      week_from: z.string(),
      week_to: z.string(),
    }),
    /** Stock-tracked variants with fewer units to sell than their minimum. */
    below_minimum: z.object({
      variants: z.number().int(),
      items: z.array(
        z.object({
          variant_id: z.number().int(),
          sku: z.string(),
          name: z.string(),
          available: z.number().int(),
          minimum: z.number().int(),
        }),
      ),
    }),
    /** Demo wings with a pilot now. */
    demo_wings_out: z.object({ rentals: z.number().int() }),
  })
  .meta({ id: 'OpenItems' });
export type OpenItems = z.infer<typeof openItemsSchema>;

const periodFigures = z.object({
  from: z.string(),
  to: z.string(),
  totals: salesFiguresSchema,
  series: z.array(salesBucketSchema),
});

export const salesStatisticsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    group: z.enum(STATISTICS_GROUPS),
    time_zone: z.string(),
    currency: z.literal('EUR'),
    totals: salesFiguresSchema,
    series: z.array(salesBucketSchema),
    /** The period just before (with `compare=previous`), else null. */
    previous: periodFigures.nullable(),
    countries: z.array(countrySalesSchema),
    categories: z.array(categorySalesSchema),
    products: z.array(productSalesSchema),
    promo_codes: z.array(promoCodeSalesSchema),
    customers: customerSalesSchema,
    color_designs: colorDesignSalesSchema,
    cancelled: cancelledSalesSchema,
    open_items: openItemsSchema,
  })
  .meta({ id: 'SalesStatistics' });
export type SalesStatistics = z.infer<typeof salesStatisticsSchema>;
