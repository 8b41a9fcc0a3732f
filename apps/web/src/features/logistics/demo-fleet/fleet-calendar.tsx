import {
  Box,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { RENTAL_STATE_LABELS, type Fleet } from '@windfamily/contract/rentals';
import { useState } from 'react';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useFleet } from './api';

/** Days the calendar shows from its first. */
export const CALENDAR_DAYS = 28;
const DAY = 86_400_000;

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(day) + days * DAY));
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY);

const STATE_COLOURS = {
  booked: 'info.light',
  out: 'warning.light',
  returned: 'success.light',
  closed: 'grey.300',
  cancelled: 'grey.200',
} as const;

type FleetUnit = Fleet['units'][number];

/** One unit's row: its days, with each rental a bar over the days it covers. */
function UnitRow({ unit, from, days }: { unit: FleetUnit; from: string; days: number }) {
  const cells: React.ReactNode[] = [];
  let day = 0;
  for (const rental of unit.rentals) {
    const start = Math.max(0, daysBetween(from, rental.starts_on));
    const end = Math.min(days - 1, daysBetween(from, rental.ends_on));
    if (end < day) continue;
    for (; day < start; day += 1) cells.push(<td key={`d${day}`} />);
    cells.push(
      <td key={`r${rental.id}`} colSpan={end - Math.max(start, day) + 1}>
        <Box
          title={`${rental.pilot_name}: ${rental.starts_on} to ${rental.ends_on} (${RENTAL_STATE_LABELS[rental.state]})`}
          sx={{
            bgcolor: STATE_COLOURS[rental.state],
            borderRadius: 1,
            px: 0.5,
            fontSize: '0.75rem',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {rental.pilot_name}
        </Box>
      </td>,
    );
    day = end + 1;
  }
  for (; day < days; day += 1) cells.push(<td key={`d${day}`} />);
  return (
    <tr>
      <Box component="th" scope="row" sx={{ textAlign: 'left', pr: 1, whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {unit.serial}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {unit.model} {unit.size} · {unit.location}
        </Typography>
      </Box>
      {cells}
    </tr>
  );
}

/**
 * The fleet's calendar: units as rows, days as columns, rentals as bars over their days; on a
 * phone, each unit with its rentals as a list.
 */
export function FleetCalendar() {
  const [from, setFrom] = useState(() => isoDay(new Date()));
  const to = addDays(from, CALENDAR_DAYS - 1);
  const fleet = useFleet(from, to);
  const isMobile = useIsMobile();
  const days = Array.from({ length: CALENDAR_DAYS }, (_, index) => addDays(from, index));

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          label="From"
          type="date"
          size="small"
          value={from}
          onChange={(event) => event.target.value && setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Typography variant="body2" color="text.secondary">
          {CALENDAR_DAYS} days, until {to}
        </Typography>
      </Stack>
      {fleet.isPending ? (
        <ListSkeleton />
      ) : fleet.isError ? (
        <AdminLoadError what="The fleet" error={fleet.error} onRetry={() => void fleet.refetch()} />
      ) : fleet.data.units.length === 0 ? (
        <AdminEmptyState title="No demo wings yet">
          <Typography>Units at the demo location or lent as demo wings show here.</Typography>
        </AdminEmptyState>
      ) : isMobile ? (
        <Stack spacing={2} aria-label="Demo fleet">
          {fleet.data.units.map((unit) => (
            <Box key={unit.id} component="section" aria-label={unit.serial}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {unit.serial} · {unit.model} {unit.size}
              </Typography>
              {unit.rentals.length ? (
                <List dense disablePadding>
                  {unit.rentals.map((rental) => (
                    <ListItem key={rental.id} disableGutters>
                      <ListItemText
                        primary={rental.pilot_name}
                        secondary={`${rental.starts_on} to ${rental.ends_on}`}
                      />
                      <Chip size="small" label={RENTAL_STATE_LABELS[rental.state]} />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Free in this period.
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box
            component="table"
            aria-label="Demo fleet calendar"
            sx={{ borderCollapse: 'collapse', width: '100%', '& td': { p: 0.25, minWidth: 22 } }}
          >
            <thead>
              <tr>
                <th scope="col">Wing</th>
                {days.map((day) => (
                  <Box
                    component="th"
                    scope="col"
                    key={day}
                    sx={{ fontSize: '0.7rem', fontWeight: 400, color: 'text.secondary' }}
                  >
                    <time dateTime={day}>{day.slice(8)}</time>
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {fleet.data.units.map((unit) => (
                <UnitRow key={unit.id} unit={unit} from={from} days={CALENDAR_DAYS} />
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </>
  );
}
