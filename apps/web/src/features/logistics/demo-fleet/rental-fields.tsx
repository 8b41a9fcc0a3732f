import { InputAdornment, Stack } from '@mui/material';
import { PILOT_KINDS, type PilotKind, type RentalPilot } from '@windfamily/contract/rentals';
import type { FieldValues } from 'react-hook-form';
import { fieldMapper } from '../../../components/backoffice/form-errors';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { FormTextField } from '../../accounts';

// The fields a rental's forms share (booking one, changing one): the pilot, the period, the fee.

const PILOT_KIND_LABELS: Record<PilotKind, string> = {
  pilot: 'Pilot',
  school: 'Flight school',
};

const PILOT_FIELDS = [
  ['name', 'Pilot or flight school'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['zipcode', 'Postcode'],
  ['city', 'City'],
  ['country', 'Country code (e.g. at)'],
] as const;

/** A pilot with nothing filled in yet (an Austrian address by default, as most are). */
export const EMPTY_PILOT: RentalPilot = {
  kind: 'pilot',
  name: '',
  email: '',
  phone: '',
  address: '',
  zipcode: '',
  city: '',
  country: 'at',
};

/** The pilot's contact and where the wing is sent (form fields `pilot.*`). */
export function PilotFields() {
  return (
    <>
      <FormSelectField
        name="pilot.kind"
        label="Lent to"
        options={PILOT_KINDS.map((kind) => ({ value: kind, label: PILOT_KIND_LABELS[kind] }))}
      />
      {PILOT_FIELDS.map(([field, label]) => (
        <FormTextField key={field} name={`pilot.${field}`} label={label} required />
      ))}
    </>
  );
}

/** From and until (form fields `starts_on`, `ends_on`); the start stays once the wing is out. */
export function PeriodFields({ startFixed = false }: { startFixed?: boolean }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        name="starts_on"
        label="From"
        type="date"
        required
        disabled={startFixed}
        helperText={startFixed ? 'The wing is out: the start stays.' : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        name="ends_on"
        label="Until"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

/** The rental's fee, net (form field `fee`, typed as text). */
export function FeeField() {
  return (
    <FormTextField
      name="fee"
      label="Fee (net)"
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}

/** The server's field paths on a rental's forms. */
export const rentalFieldOf = <T extends FieldValues>() =>
  fieldMapper<T>({ fields: ['unit_id', 'starts_on', 'ends_on', 'fee', 'note'], arrays: ['pilot'] });
