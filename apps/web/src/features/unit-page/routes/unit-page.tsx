import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { PublicUnit } from '@windfamily/contract/production';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { formatDate, parseApiDate } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/use-page-title';
import { publicUnitQuery, useOwnerRecord } from '../api';

/** A calendar day of the API, "26 November 2026"; a dash without one. */
const dayOf = (day: string | null) => (day ? formatDate(parseApiDate(day)) : '–');

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

function NextCheck({ unit }: { unit: PublicUnit }) {
  const next = unit.next_check;
  const rule = `Every ${next.interval_months} months or ${next.interval_hours} hours, whichever comes first.`;
  let text: string;
  if (next.due) text = 'A check is due now. Please have the wing checked before you fly it again.';
  else if (next.due_on)
    text = `Next check by ${dayOf(next.due_on)}, or in ${next.hours_left} hours of flying.`;
  else text = 'The clock starts with the first flight.';
  return (
    <Alert severity={next.due ? 'warning' : 'info'} role="status">
      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
      <Typography variant="body2">{rule}</Typography>
    </Alert>
  );
}

/** The owner's records: the first flight, hours flown, a check. */
function OwnerForms({
  unit,
  serial,
  secret,
}: {
  unit: PublicUnit;
  serial: string;
  secret: string;
}) {
  const record = useOwnerRecord(serial, secret);
  const [flyingSince, setFlyingSince] = useState(unit.flying_since ?? '');
  const [hours, setHours] = useState('');
  const [checkedOn, setCheckedOn] = useState('');
  const [result, setResult] = useState('');
  const submit = (event: FormEvent, run: () => void) => {
    event.preventDefault();
    run();
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Your logbook
          </Typography>
          {record.isError && (
            <Alert severity="error" role="alert">
              {isHttpError(record.error) ? record.error.publicMessage : 'Something went wrong.'}
            </Alert>
          )}
          {record.isSuccess && (
            <Alert severity="success" role="status">
              Saved.
            </Alert>
          )}
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            onSubmit={(event) =>
              submit(event, () =>
                record.mutate({ kind: 'flying_since', body: { flying_since: flyingSince } }),
              )
            }
          >
            <TextField
              label="First flight"
              type="date"
              value={flyingSince}
              onChange={(event) => setFlyingSince(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <Button type="submit" variant="outlined" disabled={record.isPending}>
              Save first flight
            </Button>
          </Stack>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            onSubmit={(event) =>
              submit(event, () => {
                record.mutate({ kind: 'hours', body: { hours: Number(hours), note: '' } });
                setHours('');
              })
            }
          >
            <TextField
              label="Hours flown"
              type="number"
              value={hours}
              onChange={(event) => setHours(event.target.value)}
              slotProps={{ htmlInput: { min: 0.1, step: 0.1 } }}
              required
            />
            <Button type="submit" variant="outlined" disabled={record.isPending}>
              Add hours
            </Button>
          </Stack>
          <Stack
            component="form"
            spacing={1}
            onSubmit={(event) =>
              submit(event, () =>
                record.mutate({ kind: 'checks', body: { checked_on: checkedOn, result } }),
              )
            }
          >
            <TextField
              label="Checked on"
              type="date"
              value={checkedOn}
              onChange={(event) => setCheckedOn(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              label="Who checked it and what they found"
              value={result}
              onChange={(event) => setResult(event.target.value)}
              required
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={record.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Record check
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /q/:serial/:secret: the page behind the QR code sewn into each wing, for phones first. */
export default function UnitPage() {
  const { serial = '', secret = '' } = useParams();
  const query = useQuery(publicUnitQuery(serial, secret));
  const unit = query.data;
  usePageTitle(unit ? `${unit.model} ${unit.serial}` : 'Your wing');

  let body;
  if (query.isPending) body = <Typography role="status">Just a moment...</Typography>;
  else if (query.isError)
    body = (
      <Alert severity="warning" role="alert">
        {isHttpError(query.error, 404)
          ? 'There is no wing with this code. Please scan the label again.'
          : isHttpError(query.error, 429)
            ? query.error.publicMessage
            : 'The page could not be loaded. Please try again.'}
      </Alert>
    );
  else {
    const data = query.data;
    body = (
      <Stack spacing={3}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Serial {data.serial}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {data.model}, size {data.size}
          </Typography>
          {data.certification && <Chip label={data.certification} sx={{ mt: 1 }} />}
        </Box>
        {data.colors?.image && (
          <Box
            component="img"
            src={data.colors.image.webp}
            alt={`${data.model} in ${data.colors.name}`}
            sx={{ width: '100%', borderRadius: 1 }}
          />
        )}
        {data.colors && (
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              Colours: {data.colors.name}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {data.colors.zones.map((zone) => (
                <Chip
                  key={zone.name}
                  variant="outlined"
                  label={`${zone.name}: ${zone.color_name}`}
                  icon={
                    <Box
                      component="span"
                      sx={{
                        width: 14,
                        height: 14,
                        borderRadius: '50%',
                        bgcolor: zone.hex,
                        border: 1,
                      }}
                    />
                  }
                />
              ))}
            </Stack>
          </Box>
        )}
        <NextCheck unit={data} />
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 2,
            m: 0,
          }}
        >
          <Fact label="Made" value={dayOf(data.produced_on)} />
          <Fact label="First flight" value={dayOf(data.flying_since)} />
          <Fact label="Hours flown" value={String(data.hours_flown)} />
          <Fact label="Last check" value={dayOf(data.last_check_on)} />
        </Box>
        {data.is_owner && <OwnerForms unit={data} serial={serial} secret={secret} />}
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            History
          </Typography>
          <List dense>
            {data.history.map((event, index) => (
              <ListItem key={index} disableGutters>
                <ListItemText
                  primary={event.summary}
                  secondary={formatDate(parseApiDate(event.at))}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      </Stack>
    );
  }
  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
      {body}
    </Box>
  );
}
