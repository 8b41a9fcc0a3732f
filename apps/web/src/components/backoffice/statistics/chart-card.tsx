import { Box, Skeleton, Typography } from '@mui/material';
import { Suspense, useId, type ReactNode } from 'react';
import { SectionCard } from '../../section-card';

/** The height of a dashboard's chart, in pixels. */
export const CHART_HEIGHT = 300;

/**
 * A dashboard's chart in its card: the chart is a lazy component (the chart library stays out
 * of every other page), its place kept while it loads.
 */
export function ChartCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  /** A line under the title: the days shown, what is left out. */
  subtitle?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <SectionCard id={id} title={title}>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ minHeight: CHART_HEIGHT }}>
        <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
          {children}
        </Suspense>
      </Box>
    </SectionCard>
  );
}
