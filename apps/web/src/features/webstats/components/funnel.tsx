import { Box, Stack, Typography } from '@mui/material';
import type {
  Webstats,
  WebstatsFunnelProduct,
  WebstatsFunnelStep,
} from '@windfamily/contract/webstats';
import { useId } from 'react';
import { SectionCard } from '../../../components/section-card';
import type { StatsColumn } from '../../../components/backoffice/statistics/stats-table';

export const STEP_LABELS: Record<WebstatsFunnelStep, string> = {
  product: 'Product page',
  cart: 'Cart',
  checkout: 'Checkout',
  order: 'Order',
};

export const count = new Intl.NumberFormat('en');
export const percent = (share: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(share);

const conversion = (row: WebstatsFunnelProduct) =>
  row.product_page ? row.order / row.product_page : 0;

/** The funnel by product: the visits at each step, and the share that ordered. */
export const FUNNEL_PRODUCT_COLUMNS: StatsColumn<WebstatsFunnelProduct>[] = [
  { label: 'Product', render: (row) => row.product, csv: (row) => row.product },
  ...(['product_page', 'cart', 'checkout', 'order'] as const).map(
    (step): StatsColumn<WebstatsFunnelProduct> => ({
      label: STEP_LABELS[step === 'product_page' ? 'product' : step],
      numeric: true,
      render: (row) => count.format(row[step]),
      csv: (row) => row[step],
    }),
  ),
  {
    label: 'Conversion',
    numeric: true,
    render: (row) => percent(conversion(row)),
    csv: (row) => Math.round(conversion(row) * 10_000) / 10_000,
  },
];

/** The funnel from a product page to the order, drawn as stepped bars. */
export function FunnelSteps({ steps }: { steps: Webstats['funnel']['steps'] }) {
  const id = useId();
  return (
    <SectionCard id={id} title="Funnel">
      <Stack spacing={1.5} component="ol" aria-labelledby={id} sx={{ p: 0, m: 0 }}>
        {steps.map((step) => (
          <Box component="li" key={step.step} sx={{ listStyle: 'none' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {STEP_LABELS[step.step]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {`${count.format(step.visits)} visits · ${percent(step.conversion)}`}
              </Typography>
            </Stack>
            <Box sx={{ height: 14, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box
                sx={{
                  height: '100%',
                  width: `${Math.max(step.conversion * 100, step.visits ? 1 : 0)}%`,
                  bgcolor: 'primary.main',
                }}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
