import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@mui/material';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@windfamily/contract/order-basics';
import type { PublicOrder } from '@windfamily/contract/orders';
import { formatDate, parseApiDate } from '../../../lib/dates';
import { visuallyHidden } from '../../../components/visually-hidden';

/** The way of an order, in order; a cancelled order ends where it was cancelled. */
const PROGRESS: OrderStatus[] = ['placed', 'paid', 'in_production', 'shipped'];

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order got there; null when not yet (or not recorded). */
  date: string | null;
  done: boolean;
}

/**
 * The steps of an order from its status and history: placed, paid, in production, shipped;
 * the steps up to the status are done (a stocked item skips production, so that step may have
 * no date). A cancelled order shows the steps it reached, then Cancelled.
 */
export function timelineSteps(order: Pick<PublicOrder, 'status' | 'history'>): TimelineStep[] {
  const dates = new Map<string, string>();
  for (const entry of order.history) dates.set(entry.status, entry.date);
  const step = (status: OrderStatus, done: boolean): TimelineStep => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    date: dates.get(status) ?? null,
    done,
  });
  if (order.status === 'cancelled') {
    const reached = PROGRESS.filter((status) => dates.has(status));
    return [...reached.map((status) => step(status, true)), step('cancelled', true)];
  }
  const at = PROGRESS.indexOf(order.status);
  return PROGRESS.map((status, index) => step(status, index <= at));
}

/** Where the order stands: a vertical list of its steps, the current one marked. */
export function OrderTimeline({ order }: { order: Pick<PublicOrder, 'status' | 'history'> }) {
  const steps = timelineSteps(order);
  const current = steps.findLastIndex((step) => step.done);
  return (
    <Box component="ol" aria-label="Order status" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {steps.map((step, index) => {
        const cancelled = step.status === 'cancelled';
        const last = index === steps.length - 1;
        const Icon = cancelled
          ? CancelIcon
          : step.done
            ? CheckCircleIcon
            : RadioButtonUncheckedIcon;
        return (
          <Box
            component="li"
            key={step.status}
            aria-current={index === current ? 'step' : undefined}
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Icon
                aria-hidden
                sx={{
                  color: cancelled ? 'error.main' : step.done ? 'success.main' : 'text.disabled',
                }}
              />
              {!last && (
                <Box
                  sx={{
                    flex: 1,
                    width: 2,
                    minHeight: 20,
                    my: 0.5,
                    bgcolor: steps[index + 1]?.done ? 'success.main' : 'divider',
                  }}
                />
              )}
            </Box>
            <Box sx={{ pb: last ? 0 : 2 }}>
              <Typography
                sx={{
                  fontWeight: index === current ? 700 : 500,
                  color: step.done ? 'text.primary' : 'text.secondary',
                  lineHeight: '24px',
                }}
              >
                {step.label}
                {!step.done && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (not yet)
                  </Box>
                )}
              </Typography>
              {step.date && (
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={step.date}>{formatDate(parseApiDate(step.date))}</time>
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
