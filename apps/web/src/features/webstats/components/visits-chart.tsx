import { Box } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { WebstatsDay } from '@windfamily/contract/webstats';

/** Visitors and page views per day (loaded with the chart library, only here). */
export function VisitsChart({ days }: { days: WebstatsDay[] }) {
  return (
    <Box sx={{ width: '100%', height: { xs: 240, md: 300 } }}>
      <LineChart
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
    </Box>
  );
}
