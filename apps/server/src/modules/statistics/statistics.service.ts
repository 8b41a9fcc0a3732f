import { centsToMoney } from '@windfamily/contract/money';
import {
  bucketsOf,
  previousPeriod,
  shopDay,
  STATISTICS_TIME_ZONE,
  type OpenItems,
  type SalesBucket,
  type SalesFigures,
  type SalesStatistics,
  type StatisticsGroup,
} from '@windfamily/contract/statistics';
import type { Db } from '../../db/client';
import { type DayRow, StatisticsAggregates } from './aggregates';
import { OpenItemsService } from './open-items';

export interface StatisticsRequest {
  from: string;
  to: string;
  group: StatisticsGroup;
  compare?: 'previous';
}

interface Sums {
  orders: number;
  net: number;
  vat: number;
  gross: number;
}

const ZERO: Sums = { orders: 0, net: 0, vat: 0, gross: 0 };

const add = (sums: Sums, day: DayRow): Sums => ({
  orders: sums.orders + day.orders,
  net: sums.net + day.net,
  vat: sums.vat + day.vat,
  gross: sums.gross + day.gross,
});

export function figuresOf(sums: Sums): SalesFigures {
  return {
    orders: sums.orders,
    net: centsToMoney(sums.net),
    vat: centsToMoney(sums.vat),
    gross: centsToMoney(sums.gross),
    average_order_value: centsToMoney(sums.orders === 0 ? 0 : Math.round(sums.net / sums.orders)),
  };
}

/** The period's totals and its series of buckets, from its days' rows. */
function periodOf(days: DayRow[], from: string, to: string, group: StatisticsGroup) {
  const series: SalesBucket[] = [];
  let total = ZERO;
  let next = 0;
  for (const bucket of bucketsOf(from, to, group)) {
    let sums = ZERO;
    while (next < days.length && days[next]!.day <= bucket.to) {
      if (days[next]!.day >= bucket.from) sums = add(sums, days[next]!);
      next += 1;
    }
    total = {
      orders: total.orders + sums.orders,
      net: total.net + sums.net,
      vat: total.vat + sums.vat,
      gross: total.gross + sums.gross,
    };
    series.push({ bucket: bucket.key, from: bucket.from, to: bucket.to, ...figuresOf(sums) });
  }
  return { from, to, totals: figuresOf(total), series };
}

/** The sales statistics: revenue and its breakdowns for a period, and the open items of now. */
export class StatisticsService {
  readonly aggregates: StatisticsAggregates;
  private readonly openItems: OpenItemsService;
  /**
   * How long the open items are reused. They are the same for every clerk and every period
   * asked, and counting the orders waiting for production reads thousands of them: a
   * dashboard switching periods does not count them again. 0 counts them for every answer
   * (the tests).
   */
  openItemsFreshMs = 5_000;
  private openItemsCounted: { day: string; at: number; items: Promise<OpenItems> } | undefined;

  constructor(db: Db) {
    this.aggregates = new StatisticsAggregates(db);
    this.openItems = new OpenItemsService(db);
  }

  async report(query: StatisticsRequest, now = new Date()): Promise<SalesStatistics> {
    const { from, to, group } = query;
    await this.aggregates.refresh();
    const before = query.compare === 'previous' ? previousPeriod(from, to) : null;
    const [days, previousDays, countries, categories, products, promoCodes, openItems] =
      await Promise.all([
        this.aggregates.days(from, to),
        before ? this.aggregates.days(before.from, before.to) : Promise.resolve([]),
        this.aggregates.countries(from, to),
        this.aggregates.categories(from, to),
        this.aggregates.products(from, to),
        this.aggregates.promoCodes(from, to),
        this.openItemsOf(shopDay(now)),
      ]);
    const sum = (key: keyof Omit<DayRow, 'day'>) =>
      days.reduce((total, day) => total + day[key], 0);
    const current = periodOf(days, from, to, group);
    const revenue = <Row extends { net: number; gross: number }>(row: Row) => ({
      ...row,
      net: centsToMoney(row.net),
      gross: centsToMoney(row.gross),
    });
    return {
      from,
      to,
      group,
      time_zone: STATISTICS_TIME_ZONE,
      currency: 'EUR',
      totals: current.totals,
      series: current.series,
      previous: before ? periodOf(previousDays, before.from, before.to, group) : null,
      countries: countries.map((row) => ({ ...revenue(row), vat: centsToMoney(row.vat) })),
      categories: categories.map(revenue),
      products: products.map(revenue),
      promo_codes: promoCodes.map((row) => ({
        ...row,
        discount_net: centsToMoney(row.discount_net),
        discount_gross: centsToMoney(row.discount_gross),
      })),
      customers: {
        new_customers: sum('new_customers'),
        new_net: centsToMoney(sum('new_net')),
        returning_orders: sum('returning_orders'),
        returning_net: centsToMoney(sum('returning_net')),
      },
      color_designs: {
        orders: sum('color_orders'),
        lines: sum('color_lines'),
        units: sum('color_units'),
      },
      cancelled: { orders: sum('cancelled_orders'), gross: centsToMoney(sum('cancelled_gross')) },
      open_items: openItems,
    };
  }

  /** The open items of `day`, counted at most every `openItemsFreshMs` (callers share a count). */
  private openItemsOf(day: string): Promise<OpenItems> {
    const counted = this.openItemsCounted;
    if (counted?.day === day && Date.now() - counted.at < this.openItemsFreshMs)
      return counted.items;
    const items = this.openItems.of(day);
    this.openItemsCounted = { day, at: Date.now(), items };
    items.catch(() => {
      if (this.openItemsCounted?.items === items) this.openItemsCounted = undefined;
    });
    return items;
  }
}
