import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { WEBSTATS_LIMITS, type Webstats } from '@windfamily/contract/webstats';
import { lazy, Suspense, useState } from 'react';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { type Period, useWebstats } from '../api';
import { Funnel, percent } from '../components/funnel';
import {
  PERIOD_PRESETS,
  type PeriodPreset,
  presetPeriod,
  shiftDay,
  viennaToday,
} from '../components/period';
import { StatsTable } from '../components/stats-table';

const VisitsChart = lazy(async () => ({
  default: (await import('../components/visits-chart')).VisitsChart,
}));

const number = new Intl.NumberFormat('en');

/** `525` → `8m 45s`. */
export function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes ? `${minutes}m ${rest}s` : `${rest}s`;
}

const TABLES = [
  { key: 'pages', title: 'Pages', nameLabel: 'Page', measure: 'page_views' },
  { key: 'entry_pages', title: 'Entry pages', nameLabel: 'Page' },
  { key: 'exit_pages', title: 'Exit pages', nameLabel: 'Page' },
  { key: 'referrers', title: 'Referrers', nameLabel: 'Site' },
  { key: 'campaigns', title: 'Campaigns', nameLabel: 'Source / medium / campaign' },
  { key: 'countries', title: 'Countries', nameLabel: 'Country' },
  { key: 'devices', title: 'Devices', nameLabel: 'Device' },
  { key: 'browsers', title: 'Browsers', nameLabel: 'Browser' },
] as const;

function Kpi({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Kpis({ stats }: { stats: Webstats }) {
  const items = [
    { label: 'Visitors', value: number.format(stats.visitors), hint: 'new each day' },
    { label: 'Visits', value: number.format(stats.visits) },
    { label: 'Page views', value: number.format(stats.page_views) },
    { label: 'Bounce rate', value: percent(stats.bounce_rate) },
    { label: 'Visit duration', value: duration(stats.visit_duration_seconds), hint: 'mean' },
    {
      label: 'Right now',
      value: number.format(stats.realtime_visitors),
      hint: `visitors, last ${WEBSTATS_LIMITS.realtimeMinutes} minutes`,
    },
  ];
  return (
    <Box
      component="dl"
      aria-label="Key figures"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {items.map((item) => (
        <Kpi key={item.label} {...item} />
      ))}
    </Box>
  );
}

function PeriodPicker({
  preset,
  custom,
  onPreset,
  onCustom,
}: {
  preset: PeriodPreset;
  custom: Period;
  onPreset: (preset: PeriodPreset) => void;
  onCustom: (period: Period) => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, alignItems: { md: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={preset}
        onChange={(_event, value: PeriodPreset | null) => value && onPreset(value)}
        aria-label="Period"
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(PERIOD_PRESETS) as PeriodPreset[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {PERIOD_PRESETS[key]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <Stack direction="row" spacing={1}>
          <TextField
            type="date"
            size="small"
            label="From"
            value={custom.from}
            onChange={(event) =>
              event.target.value && onCustom({ ...custom, from: event.target.value })
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: custom.to } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={custom.to}
            onChange={(event) =>
              event.target.value && onCustom({ ...custom, to: event.target.value })
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: custom.from } }}
          />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /backoffice/webstats: the site's own web statistics (no cookies, no personal data) for a
 * period of Vienna days: key figures, visitors per day, the tables and the funnel.
 */
export default function WebstatsPage() {
  const [preset, setPreset] = useState<PeriodPreset>('last30');
  const [custom, setCustom] = useState<Period>(() => {
    const today = viennaToday();
    return { from: shiftDay(today, -6), to: today };
  });
  const period = presetPeriod(preset, custom);
  const stats = useWebstats(period);

  return (
    <>
      <AdminPageHeader
        title="Web statistics"
        subtitle="The site counts its own page views: no cookies, no addresses, no third party. A visitor is one browser on one day."
      />
      <PeriodPicker
        preset={preset}
        custom={custom}
        onPreset={setPreset}
        onCustom={(next) => next.from <= next.to && setCustom(next)}
      />
      {stats.isPending ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={88} />
          <ListSkeleton rows={4} />
        </Stack>
      ) : stats.isError ? (
        <AdminLoadError
          what="The web statistics"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <Stack spacing={2} aria-busy={stats.isFetching}>
          {stats.isFetching && !stats.isRefetching && (
            <LinearProgress aria-label="Loading the period" />
          )}
          <Kpis stats={stats.data} />
          {stats.data.visits === 0 ? (
            <AdminEmptyState title="No visits in this period">
              Page views appear here a second after they happen.
            </AdminEmptyState>
          ) : (
            <>
              <Card variant="outlined">
                <CardContent>
                  <Typography component="h2" variant="h6">
                    Visitors and page views per day
                  </Typography>
                  <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
                    <VisitsChart days={stats.data.days} />
                  </Suspense>
                </CardContent>
              </Card>
              <Funnel funnel={stats.data.funnel} />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                {TABLES.map((table) => (
                  <StatsTable
                    key={table.key}
                    title={table.title}
                    nameLabel={table.nameLabel}
                    rows={stats.data[table.key]}
                    fileName={`${table.key.replace('_', '-')}-${period.from}-${period.to}`}
                    measure={'measure' in table ? table.measure : 'visits'}
                  />
                ))}
              </Box>
            </>
          )}
        </Stack>
      )}
    </>
  );
}
