import { FormControlLabel, Switch, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import {
  daysIn,
  STATISTICS_GROUP_LABELS,
  STATISTICS_GROUPS,
  STATISTICS_LIMITS,
  STATISTICS_PRESETS,
  type CategorySales,
  type CountrySales,
  type ProductSales,
  type PromoCodeSales,
  type SalesStatistics,
  type StatisticsGroup,
  type StatisticsPreset,
} from '@windfamily/contract/statistics';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { AdminEmptyState } from '../../../components/backoffice/load-states';
import { ChartCard } from '../../../components/backoffice/statistics/chart-card';
import { DashboardState } from '../../../components/backoffice/statistics/dashboard-state';
import { KeyFigures } from '../../../components/backoffice/statistics/key-figures';
import {
  csvFileName,
  periodChoiceOf,
  periodParams,
  type Period,
  type PeriodChoice,
} from '../../../components/backoffice/statistics/period';
import { PeriodPicker } from '../../../components/backoffice/statistics/period-picker';
import {
  StatsTable,
  StatsTableGrid,
  type StatsColumn,
} from '../../../components/backoffice/statistics/stats-table';
import { useStatistics } from '../api';
import { salesKeyFigures } from './key-figures';
import { bucketLabel, countryName, dayLabel } from './labels';
import { OpenItemsBlock } from './open-items';
import { lazy } from '../../../lib/lazy';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** Euros as the CSV has them: "4290.00". */
const plain = (money: string) => money;

const revenueColumns = <
  T extends { orders: number; net: string; gross: string },
>(): StatsColumn<T>[] => [
  { label: 'Orders', numeric: true, render: (row) => row.orders, csv: (row) => row.orders },
  {
    label: 'Net',
    numeric: true,
    render: (row) => formatEuro(row.net),
    csv: (row) => plain(row.net),
  },
  {
    label: 'Gross',
    numeric: true,
    render: (row) => formatEuro(row.gross),
    csv: (row) => plain(row.gross),
  },
];

/** The period as the address keeps it, its grouping, and whether the period before is compared. */
interface SalesChoice extends PeriodChoice<StatisticsPreset> {
  group: StatisticsGroup;
  compare: boolean;
}

/** By day up to two months, else by month. */
const groupFor = (period: Period): StatisticsGroup =>
  daysIn(period.from, period.to) <= 62 ? 'day' : 'month';
/** Whether the server answers the period by day (a year at most). */
const byDayAllowed = (period: Period) =>
  daysIn(period.from, period.to) <= STATISTICS_LIMITS.maxDaysByDay;

/** Reads the choice from the address; by default the last 12 months by month, compared. */
function choiceOf(params: URLSearchParams): SalesChoice {
  const period = periodChoiceOf(params, {
    presets: STATISTICS_PRESETS,
    fallback: 'last_12_months',
    maxDays: STATISTICS_LIMITS.maxDays,
  });
  const group = STATISTICS_GROUPS.find((known) => known === params.get('group'));
  return {
    ...period,
    group: group && (group !== 'day' || byDayAllowed(period)) ? group : groupFor(period),
    compare: params.get('compare') !== 'off',
  };
}

/** The address's parameters of a choice. */
const paramsOf = (choice: SalesChoice): Record<string, string> => ({
  ...periodParams(choice),
  group: choice.group,
  ...(choice.compare ? {} : { compare: 'off' }),
});

/** The call's query of a choice. */
const queryOf = (choice: SalesChoice): Record<string, string> => ({
  from: choice.from,
  to: choice.to,
  group: choice.group,
  ...(choice.compare ? { compare: 'previous' } : {}),
});

/** Grouping and comparison, beside the period. */
function SalesControls({
  choice,
  onChange,
}: {
  choice: SalesChoice;
  onChange: (next: SalesChoice) => void;
}) {
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice.group}
        onChange={(_event, group: StatisticsGroup | null) =>
          group && onChange({ ...choice, group })
        }
        aria-label="Group by"
      >
        {STATISTICS_GROUPS.map((group) => (
          <ToggleButton
            key={group}
            value={group}
            disabled={group === 'day' && !byDayAllowed(choice)}
          >
            {STATISTICS_GROUP_LABELS[group]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormControlLabel
        control={
          <Switch
            checked={choice.compare}
            onChange={(event) => onChange({ ...choice, compare: event.target.checked })}
          />
        }
        label="Compare with the period before"
      />
    </>
  );
}

function Dashboard({ statistics }: { statistics: SalesStatistics }) {
  const file = (name: string) => csvFileName(name, statistics);
  const bucketColumns: StatsColumn<SalesStatistics['series'][number]>[] = [
    {
      label: STATISTICS_GROUP_LABELS[statistics.group],
      render: (row) => bucketLabel(row.bucket, statistics.group),
      csv: (row) => row.bucket,
    },
    ...revenueColumns<SalesStatistics['series'][number]>(),
    { label: 'VAT', numeric: true, render: (row) => formatEuro(row.vat), csv: (row) => row.vat },
    {
      label: 'Average order',
      numeric: true,
      render: (row) => formatEuro(row.average_order_value),
      csv: (row) => row.average_order_value,
    },
  ];
  const customers = statistics.customers;
  const customerRows = [
    { kind: 'New customers', orders: customers.new_customers, net: customers.new_net },
    {
      kind: 'Returning customers',
      orders: customers.returning_orders,
      net: customers.returning_net,
    },
  ];
  const cancelled =
    statistics.cancelled.orders > 0
      ? `${statistics.cancelled.orders} cancelled (${formatEuro(statistics.cancelled.gross)}) left out`
      : '';
  return (
    <>
      <KeyFigures figures={salesKeyFigures(statistics.totals, statistics.previous?.totals)} />
      {statistics.totals.orders === 0 ? (
        <AdminEmptyState title="No orders in this period">{cancelled}</AdminEmptyState>
      ) : (
        <>
          <ChartCard
            title="Revenue over the period"
            subtitle={[
              `${dayLabel(statistics.from)} to ${dayLabel(statistics.to)}${
                statistics.previous
                  ? `, against ${dayLabel(statistics.previous.from)} to ${dayLabel(statistics.previous.to)}`
                  : ''
              }`,
              cancelled,
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            <RevenueChart statistics={statistics} />
          </ChartCard>
          <StatsTable
            title="By period"
            rows={statistics.series}
            columns={bucketColumns}
            fileName={file('revenue')}
          />
          <StatsTableGrid minWidth={560}>
            <StatsTable<CountrySales>
              title="By country"
              rows={statistics.countries}
              fileName={file('countries')}
              columns={[
                {
                  label: 'Country',
                  render: (row) => countryName(row.country),
                  csv: (row) => row.country,
                },
                ...revenueColumns<CountrySales>(),
                {
                  label: 'VAT',
                  numeric: true,
                  render: (row) => formatEuro(row.vat),
                  csv: (row) => row.vat,
                },
              ]}
            />
            <StatsTable<CategorySales>
              title="By category"
              rows={statistics.categories}
              fileName={file('categories')}
              columns={[
                { label: 'Category', render: (row) => row.category, csv: (row) => row.category },
                {
                  label: 'Units',
                  numeric: true,
                  render: (row) => row.units,
                  csv: (row) => row.units,
                },
                ...revenueColumns<CategorySales>(),
              ]}
            />
            <StatsTable<ProductSales>
              title="By product"
              rows={statistics.products}
              fileName={file('products')}
              columns={[
                { label: 'Product', render: (row) => row.name, csv: (row) => row.name },
                { label: 'Category', render: (row) => row.category, csv: (row) => row.category },
                {
                  label: 'Units',
                  numeric: true,
                  render: (row) => row.units,
                  csv: (row) => row.units,
                },
                ...revenueColumns<ProductSales>(),
              ]}
            />
            <StatsTable<PromoCodeSales>
              title="Promo codes"
              rows={statistics.promo_codes}
              fileName={file('promo-codes')}
              empty="No promo code was used in this period."
              columns={[
                { label: 'Code', render: (row) => row.code, csv: (row) => row.code },
                {
                  label: 'Orders',
                  numeric: true,
                  render: (row) => row.orders,
                  csv: (row) => row.orders,
                },
                {
                  label: 'Discount net',
                  numeric: true,
                  render: (row) => formatEuro(row.discount_net),
                  csv: (row) => row.discount_net,
                },
                {
                  label: 'Discount gross',
                  numeric: true,
                  render: (row) => formatEuro(row.discount_gross),
                  csv: (row) => row.discount_gross,
                },
              ]}
            />
            <StatsTable<(typeof customerRows)[number]>
              title="Customers"
              rows={customerRows}
              fileName={file('customers')}
              columns={[
                { label: 'Customers', render: (row) => row.kind, csv: (row) => row.kind },
                {
                  label: 'Orders',
                  numeric: true,
                  render: (row) => row.orders,
                  csv: (row) => row.orders,
                },
                {
                  label: 'Net',
                  numeric: true,
                  render: (row) => formatEuro(row.net),
                  csv: (row) => row.net,
                },
              ]}
            />
            <StatsTable<{ what: string; count: number }>
              title="Colour-picker designs"
              rows={
                statistics.color_designs.orders === 0
                  ? []
                  : [
                      { what: 'Orders with a design', count: statistics.color_designs.orders },
                      { what: 'Lines', count: statistics.color_designs.lines },
                      { what: 'Wings', count: statistics.color_designs.units },
                    ]
              }
              fileName={file('colour-designs')}
              empty="No wing in the colours of the colour picker in this period."
              columns={[
                { label: 'Designs ordered', render: (row) => row.what, csv: (row) => row.what },
                {
                  label: 'Count',
                  numeric: true,
                  render: (row) => row.count,
                  csv: (row) => row.count,
                },
              ]}
            />
          </StatsTableGrid>
        </>
      )}
      <OpenItemsBlock items={statistics.open_items} />
    </>
  );
}

/**
 * /backoffice/statistics: revenue of the orders over a period (days in Vienna), compared with
 * the period before, its breakdowns as tables with their CSV, and the open items of today.
 */
export default function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const statistics = useStatistics(queryOf(choice));
  const choose = (next: SalesChoice) => setParams(paramsOf(next), { replace: true });
  return (
    <>
      <AdminPageHeader
        title="Statistics"
        subtitle="Sales by the day they were ordered (Vienna time), cancelled orders left out; amounts in EUR."
      />
      <PeriodPicker
        presets={STATISTICS_PRESETS}
        choice={choice}
        maxDays={STATISTICS_LIMITS.maxDays}
        onChange={(period) =>
          choose({
            ...choice,
            ...period,
            // A new preset brings its own grouping; a custom period keeps the one chosen while
            // the server answers it.
            group:
              period.preset !== choice.preset || (choice.group === 'day' && !byDayAllowed(period))
                ? groupFor(period)
                : choice.group,
          })
        }
      >
        <SalesControls choice={choice} onChange={choose} />
      </PeriodPicker>
      <DashboardState query={statistics} what="The statistics">
        {(data) => <Dashboard statistics={data} />}
      </DashboardState>
    </>
  );
}
