import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rental } from '@windfamily/contract/rentals';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../../lib/http';
import { errorMessage } from '../../accounts';
import { demoFleetKeys, RENTALS_API, useFleet } from './api';
import { isoDay } from './fleet-calendar';

const FIELDS = [
  ['name', 'Pilot or flight school'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['zipcode', 'Postcode'],
  ['city', 'City'],
  ['country', 'Country code (e.g. at)'],
] as const;
type PilotField = (typeof FIELDS)[number][0];

/** Books a wing of the fleet for a pilot: the server refuses an overlap with a sentence. */
export function CreateRentalDialog({ onClose }: { onClose: () => void }) {
  const today = isoDay(new Date());
  const fleet = useFleet(today, today);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: object) => api.post<Rental>(RENTALS_API, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoFleetKeys.all }),
  });
  const [unit, setUnit] = useState('');
  const [pilot, setPilot] = useState<Record<PilotField, string>>({
    name: '',
    email: '',
    phone: '',
    address: '',
    zipcode: '',
    city: '',
    country: 'at',
  });
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [fee, setFee] = useState('0');

  const submit = async () => {
    try {
      const rental = await create.mutateAsync({
        unit_id: Number(unit),
        pilot,
        starts_on: startsOn,
        ends_on: endsOn,
        fee,
      });
      toast.success(`${rental.unit.serial} is booked for ${rental.pilot.name}.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="new-rental-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-rental-title">New rental</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="Wing"
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
            required
          >
            {(fleet.data?.units ?? []).map((one) => (
              <MenuItem key={one.id} value={String(one.id)}>
                {one.serial} · {one.model} {one.size}
              </MenuItem>
            ))}
          </TextField>
          {FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={label}
              value={pilot[field]}
              onChange={(event) => setPilot({ ...pilot, [field]: event.target.value })}
              required
            />
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="From"
              type="date"
              value={startsOn}
              onChange={(event) => setStartsOn(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
              fullWidth
            />
            <TextField
              label="Until"
              type="date"
              value={endsOn}
              onChange={(event) => setEndsOn(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
              fullWidth
            />
          </Stack>
          <TextField
            label="Fee (net, €)"
            value={fee}
            onChange={(event) => setFee(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} loading={create.isPending}>
          Book
        </Button>
      </DialogActions>
    </Dialog>
  );
}
