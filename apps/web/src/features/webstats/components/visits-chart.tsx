import { LineChart } from '@mui/x-charts/LineChart';
import type { WebstatsDay } from '@windfamily/contract/webstats';
import { CHART_HEIGHT } from '../../../components/backoffice/statistics/chart-card';

/** Visitors and page views per day (loaded with the chart library, only here). */
export default function VisitsChart({ days }: { days: WebstatsDay[] }) {
  return (
    <LineChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'point', data: days.map((day) => day.day.slice(5)) }]}
      series={[
        { data: days.map((day) => day.visitors), label: 'Visitors', showMark: days.length < 40 },
        {
          data: days.map((day) => day.page_views),
          label: 'Page views',
          showMark: days.length < 40,
        },
      ]}
      margin={{ left: 8, right: 16 }}
    />
  );
}
