import { Box, Typography } from '@mui/material';
import { ORDER_STATUS_LABELS } from '@windfamily/contract/order-basics';
import type { StaffOrder } from '@windfamily/contract/orders';
import { FormSection } from '../../../components/backoffice/form-section';
import { formatDateTime } from '../../../lib/dates';

type Entry = StaffOrder['history'][number];

const entryLabel = (status: Entry['status']): string =>
  status === 'payment_processing' ? 'Payment processing' : ORDER_STATUS_LABELS[status];

const dotColor = (status: Entry['status']): string =>
  status === 'cancelled' ? 'error.main' : status === 'shipped' ? 'success.main' : 'primary.main';

/** What happened to the order, oldest first, the latest step marked. */
export function HistoryCard({ history }: { history: Entry[] }) {
  const entries = [...history].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return (
    <FormSection title="Status history">
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing recorded yet.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Status history" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry, index) => {
            const last = index === entries.length - 1;
            return (
              <Box
                component="li"
                key={`${entry.status}-${entry.date}`}
                aria-current={last ? 'step' : undefined}
                sx={{ display: 'grid', gridTemplateColumns: '12px 1fr', columnGap: 1.5 }}
              >
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 12,
                      height: 12,
                      mt: '6px',
                      borderRadius: '50%',
                      bgcolor: last ? dotColor(entry.status) : 'background.paper',
                      border: 2,
                      borderColor: dotColor(entry.status),
                      flexShrink: 0,
                    }}
                  />
                  {!last && <Box sx={{ flex: 1, width: 2, my: 0.5, bgcolor: 'divider' }} />}
                </Box>
                <Box sx={{ pb: last ? 0 : 1.5 }}>
                  <Typography sx={{ fontWeight: last ? 700 : 500 }}>
                    {entryLabel(entry.status)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </FormSection>
  );
}
