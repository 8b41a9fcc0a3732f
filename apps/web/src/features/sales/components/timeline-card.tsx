import { Box, Typography } from '@mui/material';
import { ORDER_EVENT_LABELS, type OrderEventKind } from '@windfamily/contract/order-basics';
import type { StaffOrder } from '@windfamily/contract/orders';
import { FormSection } from '../../../components/backoffice/form-section';
import { formatDateTime } from '../../../lib/dates';

type Entry = StaffOrder['timeline'][number];

const dotColor = (kind: OrderEventKind): string => {
  switch (kind) {
    case 'cancelled':
      return 'error.main';
    case 'paid':
    case 'shipped':
    case 'payment_recorded':
      return 'success.main';
    case 'credited':
    case 'refund_started':
    case 'refunded':
      return 'warning.main';
    default:
      return 'primary.main';
  }
};

/** Everything that happened to the order, oldest first, with who did it; the latest marked. */
export function TimelineCard({ timeline }: { timeline: Entry[] }) {
  const entries = [...timeline].sort(
    (a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id,
  );
  return (
    <FormSection title="Timeline">
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing recorded yet.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Timeline" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry, index) => {
            const last = index === entries.length - 1;
            return (
              <Box
                component="li"
                key={entry.id}
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
                      bgcolor: last ? dotColor(entry.kind) : 'background.paper',
                      border: 2,
                      borderColor: dotColor(entry.kind),
                      flexShrink: 0,
                    }}
                  />
                  {!last && <Box sx={{ flex: 1, width: 2, my: 0.5, bgcolor: 'divider' }} />}
                </Box>
                <Box sx={{ pb: last ? 0 : 1.5, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: last ? 700 : 500 }}>
                    {ORDER_EVENT_LABELS[entry.kind]}
                  </Typography>
                  {entry.detail && (
                    <Typography
                      variant="body2"
                      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {entry.detail}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                    {entry.actor ? ` · ${entry.actor}` : ''}
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
