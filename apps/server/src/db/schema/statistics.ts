import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// The sales statistics' daily aggregates (docs/decisions/0028-sales-statistics.md): one row
// per shop day (Europe/Vienna) and per country, category, product and promo code, recomputed
// from the orders for the days that triggers on `orders` and `order_items` mark dirty.

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);
const day = () => date('day', { mode: 'string' }).notNull();

/** Days whose orders changed since their aggregates were last computed. */
export const statsDirtyDays = pgTable('stats_dirty_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
});

/** A day's orders not cancelled, their customers and colour designs, and the cancelled ones. */
export const statsDays = pgTable('stats_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: count('orders'),
  net: cents('net'),
  vat: cents('vat'),
  gross: cents('gross'),
  newCustomers: count('new_customers'),
  newNet: cents('new_net'),
  returningOrders: count('returning_orders'),
  returningNet: cents('returning_net'),
  colorOrders: count('color_orders'),
  colorLines: count('color_lines'),
  colorUnits: count('color_units'),
  cancelledOrders: count('cancelled_orders'),
  cancelledGross: cents('cancelled_gross'),
});

export const statsDayCountries = pgTable(
  'stats_day_countries',
  {
    day: day(),
    country: text('country').notNull(),
    orders: count('orders'),
    net: cents('net'),
    vat: cents('vat'),
    gross: cents('gross'),
  },
  (t) => [primaryKey({ columns: [t.day, t.country] })],
);

/** Lines' revenue (goodies reduced, before the order's discount). */
export const statsDayCategories = pgTable(
  'stats_day_categories',
  {
    day: day(),
    category: text('category').notNull(),
    orders: count('orders'),
    units: count('units'),
    net: cents('net'),
    gross: cents('gross'),
  },
  (t) => [primaryKey({ columns: [t.day, t.category] })],
);

export const statsDayProducts = pgTable(
  'stats_day_products',
  {
    day: day(),
    product: text('product').notNull(),
    category: text('category').notNull(),
    /** The product's name on the day's latest line. */
    name: text('name').notNull(),
    orders: count('orders'),
    units: count('units'),
    net: cents('net'),
    gross: cents('gross'),
  },
  (t) => [primaryKey({ columns: [t.day, t.product, t.category] })],
);

export const statsDayPromoCodes = pgTable(
  'stats_day_promo_codes',
  {
    day: day(),
    code: text('code').notNull(),
    orders: count('orders'),
    discountNet: cents('discount_net'),
    discountGross: cents('discount_gross'),
  },
  (t) => [primaryKey({ columns: [t.day, t.code] })],
);
