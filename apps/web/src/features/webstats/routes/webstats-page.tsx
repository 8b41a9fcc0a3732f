import { Box } from '@mui/material';
import { addDays, monthStart } from '@windfamily/contract/statistics-periods';
import { WEBSTATS_LIMITS, type Webstats, type WebstatsRow } from '@windfamily/contract/webstats';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { AdminEmptyState } from '../../../components/backoffice/load-states';
import { ChartCard } from '../../../components/backoffice/statistics/chart-card';
import { DashboardState } from '../../../components/backoffice/statistics/dashboard-state';
import { KeyFigures, type KeyFigure } from '../../../components/backoffice/statistics/key-figures';
import {
  csvFileName,
  periodChoiceOf,
  periodParams,
  type PeriodPreset,
} from '../../../components/backoffice/statistics/period';
import { PeriodPicker } from '../../../components/backoffice/statistics/period-picker';
import {
  StatsTable,
  StatsTableGrid,
  type StatsColumn,
} from '../../../components/backoffice/statistics/stats-table';
import { useWebstats } from '../api';
import { count, FUNNEL_PRODUCT_COLUMNS, FunnelSteps, percent } from '../components/funnel';
import { lazy } from '../../../lib/lazy';

const VisitsChart = lazy(() => import('../components/visits-chart'));

/** The periods offered, each ending today in Vienna. */
export const WEBSTATS_PRESETS = {
  today: { label: 'Today', period: (today) => ({ from: today, to: today }) },
  last_7_days: {
    label: 'Last 7 days',
    period: (today) => ({ from: addDays(today, -6), to: today }),
  },
  last_30_days: {
    label: 'Last 30 days',
    period: (today) => ({ from: addDays(today, -29), to: today }),
  },
  this_month: { label: 'This month', period: (today) => ({ from: monthStart(today), to: today }) },
} satisfies Record<string, PeriodPreset>;

/** `525` → `8m 45s`. */
export function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes ? `${minutes}m ${rest}s` : `${rest}s`;
}

/** A table's columns: its name, visitors and the measure it is ranked by; each measure in the CSV. */
const rowColumns = (
  nameLabel: string,
  measure: 'visits' | 'page_views',
): StatsColumn<WebstatsRow>[] => [
  { label: nameLabel, render: (row) => row.name, csv: (row) => row.name, long: true },
  ...(
    [
      ['visitors', 'Visitors'],
      ['visits', 'Visits'],
      ['page_views', 'Page views'],
    ] as const
  ).map(([key, label]): StatsColumn<WebstatsRow> => ({
    label,
    numeric: true,
    csv: (row) => row[key],
    ...(key === 'visitors' || key === measure
      ? { render: (row: WebstatsRow) => count.format(row[key]) }
      : {}),
  })),
];

const TABLES = [
  { key: 'pages', title: 'Pages', columns: rowColumns('Page', 'page_views') },
  { key: 'entry_pages', title: 'Entry pages', columns: rowColumns('Page', 'visits') },
  { key: 'exit_pages', title: 'Exit pages', columns: rowColumns('Page', 'visits') },
  { key: 'referrers', title: 'Referrers', columns: rowColumns('Site', 'visits') },
  {
    key: 'campaigns',
    title: 'Campaigns',
    columns: rowColumns('Source / medium / campaign', 'visits'),
  },
  { key: 'countries', title: 'Countries', columns: rowColumns('Country', 'visits') },
  { key: 'devices', title: 'Devices', columns: rowColumns('Device', 'visits') },
  { key: 'browsers', title: 'Browsers', columns: rowColumns('Browser', 'visits') },
] as const;

/** Rows shown of each table until "Show all". */
const FIRST_ROWS = 10;

const keyFigures = (stats: Webstats): KeyFigure[] => [
  { id: 'visitors', label: 'Visitors', value: count.format(stats.visitors), note: 'new each day' },
  { id: 'visits', label: 'Visits', value: count.format(stats.visits) },
  { id: 'page-views', label: 'Page views', value: count.format(stats.page_views) },
  { id: 'bounce-rate', label: 'Bounce rate', value: percent(stats.bounce_rate) },
  {
    id: 'visit-duration',
    label: 'Visit duration',
    value: duration(stats.visit_duration_seconds),
    note: 'mean',
  },
  {
    id: 'realtime',
    label: 'Right now',
    value: count.format(stats.realtime_visitors),
    note: `visitors, last ${WEBSTATS_LIMITS.realtimeMinutes} minutes`,
  },
];

function Dashboard({ stats }: { stats: Webstats }) {
  const file = (name: string) => csvFileName(name, stats);
  return (
    <>
      <KeyFigures figures={keyFigures(stats)} />
      {stats.visits === 0 ? (
        <AdminEmptyState title="No visits in this period">
          Page views appear here a second after they happen.
        </AdminEmptyState>
      ) : (
        <>
          <ChartCard title="Visitors and page views per day">
            <VisitsChart days={stats.days} />
          </ChartCard>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
            }}
          >
            <FunnelSteps steps={stats.funnel.steps} />
            <StatsTable
              title="Funnel by product"
              rows={stats.funnel.products}
              columns={FUNNEL_PRODUCT_COLUMNS}
              fileName={file('funnel-by-product')}
              empty="No product page was viewed in this period."
              firstRows={FIRST_ROWS}
            />
          </Box>
          <StatsTableGrid minWidth={400}>
            {TABLES.map((table) => (
              <StatsTable
                key={table.key}
                title={table.title}
                rows={stats[table.key]}
                columns={table.columns}
                fileName={file(table.key.replace('_', '-'))}
                empty="Nothing counted in this period."
                firstRows={FIRST_ROWS}
              />
            ))}
          </StatsTableGrid>
        </>
      )}
    </>
  );
}

/**
 * /backoffice/webstats: the site's own web statistics (no cookies, no personal data) for a
 * period of Vienna days: key figures, visitors per day, the funnel and the tables.
 */
export default function WebstatsPage() {
  const [params, setParams] = useSearchParams();
  const choice = periodChoiceOf(params, {
    presets: WEBSTATS_PRESETS,
    fallback: 'last_30_days',
    maxDays: WEBSTATS_LIMITS.periodDays,
  });
  const stats = useWebstats(choice);
  return (
    <>
      <AdminPageHeader
        title="Web statistics"
        subtitle="The site counts its own page views: no cookies, no addresses, no third party. A visitor is one browser on one day."
      />
      <PeriodPicker
        presets={WEBSTATS_PRESETS}
        choice={choice}
        maxDays={WEBSTATS_LIMITS.periodDays}
        onChange={(next) => setParams(periodParams(next), { replace: true })}
      />
      <DashboardState query={stats} what="The web statistics">
        {(data) => <Dashboard stats={data} />}
      </DashboardState>
    </>
  );
}
