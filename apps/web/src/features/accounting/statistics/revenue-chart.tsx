import { BarChart } from '@mui/x-charts/BarChart';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import type { SalesStatistics } from '@windfamily/contract/statistics';
import { CHART_HEIGHT } from '../../../components/backoffice/statistics/chart-card';
import { bucketLabel } from './labels';

const euros = (value: string) => moneyToCents(value) / 100;

/**
 * Net revenue per bucket as bars, and the period before beside it (bucket by bucket, in
 * order) when compared. Loaded with the dashboard only: the charts stay out of the shop.
 */
export default function RevenueChart({ statistics }: { statistics: SalesStatistics }) {
  const { series, previous, group } = statistics;
  const labels = series.map((bucket) => bucketLabel(bucket.bucket, group));
  const format = (value: number | null) => (value === null ? '' : formatEuro(value));
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ valueFormatter: (value: number) => formatEuro(value), width: 80 }]}
      series={[
        {
          data: series.map((bucket) => euros(bucket.net)),
          label: 'Revenue net',
          valueFormatter: format,
        },
        ...(previous
          ? [
              {
                data: series.map((_, index) => {
                  const before = previous.series[index];
                  return before ? euros(before.net) : null;
                }),
                label: 'Period before',
                valueFormatter: format,
                color: '#b0bec5',
              },
            ]
          : []),
      ]}
    />
  );
}
