import {
  Box,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Skeleton,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  Card,
  CardContent,
} from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import {
  shopDay,
  STATISTICS_GROUP_LABELS,
  STATISTICS_GROUPS,
  STATISTICS_PRESETS,
  type CategorySales,
  type CountrySales,
  type ProductSales,
  type PromoCodeSales,
  type SalesStatistics,
  type StatisticsGroup,
} from '@windfamily/contract/statistics';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { AdminLoadError } from '../../../components/backoffice/load-states';
import { useStatistics } from '../api';
import { KpiCards } from './kpi-cards';
import { bucketLabel, countryName, dayLabel } from './labels';
import { OpenItemsBlock } from './open-items';
import { choiceOf, paramsOf, queryOf, type PeriodChoice } from './period';
import { StatsTable, type StatsColumn } from './stats-table';

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

function PeriodPicker({
  choice,
  onChange,
}: {
  choice: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      role="group"
      aria-label="Period"
    >
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="statistics-period">Period</InputLabel>
        <Select
          labelId="statistics-period"
          label="Period"
          value={choice.preset}
          onChange={(event) => {
            const preset = event.target.value;
            onChange(
              preset === 'custom'
                ? { ...choice, preset: 'custom' }
                : {
                    ...choice,
                    preset,
                    ...STATISTICS_PRESETS[preset].period(shopDay(new Date())),
                    group: preset === 'this_month' || preset === 'last_month' ? 'day' : 'month',
                  },
            );
          }}
        >
          {Object.entries(STATISTICS_PRESETS).map(([key, preset]) => (
            <MenuItem key={key} value={key}>
              {preset.label}
            </MenuItem>
          ))}
          <MenuItem value="custom">Custom</MenuItem>
        </Select>
      </FormControl>
      {choice.preset === 'custom' && (
        <Stack direction="row" spacing={2}>
          <TextField
            size="small"
            type="date"
            label="From"
            value={choice.from}
            onChange={(event) =>
              event.target.value && onChange({ ...choice, from: event.target.value })
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={choice.to}
            onChange={(event) =>
              event.target.value && onChange({ ...choice, to: event.target.value })
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      )}
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
          <ToggleButton key={group} value={group}>
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
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading">
      <Skeleton variant="rounded" height={110} />
      <Skeleton variant="rounded" height={300} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
}

function Dashboard({ statistics }: { statistics: SalesStatistics }) {
  const file = (name: string) => `${name}-${statistics.from}-${statistics.to}.csv`;
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
  return (
    <Stack spacing={3}>
      <KpiCards
        totals={statistics.totals}
        {...(statistics.previous ? { previous: statistics.previous.totals } : {})}
      />
      <Card variant="outlined" component="section" aria-label="Revenue over the period">
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            Revenue over the period
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${dayLabel(statistics.from)} to ${dayLabel(statistics.to)}`}
            {statistics.previous
              ? `, against ${dayLabel(statistics.previous.from)} to ${dayLabel(statistics.previous.to)}`
              : ''}
            {statistics.cancelled.orders > 0
              ? ` · ${statistics.cancelled.orders} cancelled (${formatEuro(statistics.cancelled.gross)}) left out`
              : ''}
          </Typography>
          <Box sx={{ minHeight: 300 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
              <RevenueChart statistics={statistics} />
            </Suspense>
          </Box>
        </CardContent>
      </Card>
      <StatsTable
        title="By period"
        rows={statistics.series}
        columns={bucketColumns}
        fileName={file('revenue')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
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
            { label: 'Units', numeric: true, render: (row) => row.units, csv: (row) => row.units },
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
            { label: 'Units', numeric: true, render: (row) => row.units, csv: (row) => row.units },
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
          rows={statistics.totals.orders === 0 ? [] : customerRows}
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
            { label: 'Count', numeric: true, render: (row) => row.count, csv: (row) => row.count },
          ]}
        />
      </Box>
      <OpenItemsBlock items={statistics.open_items} />
    </Stack>
  );
}

/**
 * /backoffice/statistics: revenue of the orders over a period (days in Vienna), compared with
 * the period before, its breakdowns as tables with their CSV, and the open items of today.
 */
export default function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params, shopDay(new Date()));
  const statistics = useStatistics(queryOf(choice));
  const empty = statistics.data && statistics.data.totals.orders === 0;
  return (
    <>
      <AdminPageHeader
        title="Statistics"
        subtitle="Sales by the day they were ordered (Vienna time), cancelled orders left out; amounts in EUR."
      />
      <PeriodPicker
        choice={choice}
        onChange={(next) => setParams(paramsOf(next), { replace: true })}
      />
      {statistics.isError ? (
        <AdminLoadError
          what="The statistics"
          error={statistics.error}
          onRetry={() => void statistics.refetch()}
        />
      ) : !statistics.data ? (
        <DashboardSkeleton />
      ) : (
        <Box
          sx={{ opacity: statistics.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={statistics.isFetching}
        >
          {empty && (
            <Typography role="status" sx={{ mb: 2 }} color="text.secondary">
              No orders in this period.
            </Typography>
          )}
          <Dashboard statistics={statistics.data} />
        </Box>
      )}
    </>
  );
}
