import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import {
  MAX_UNITS,
  type MoveCreatePayload,
  moveCreatePayloadSchema,
  moveReversePayloadSchema,
  type StockMove,
  type StockVariant,
} from '@windfamily/contract/logistics';
import { type ReactNode, useId } from 'react';
import {
  type FieldErrors,
  FormProvider,
  type Resolver,
  useController,
  useForm,
  useWatch,
} from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { applyServerErrors, fieldMapper } from '../../../../components/backoffice/form-errors';
import { FormNumberField } from '../../../../components/backoffice/number-field';
import { FormRootError, FormTextField } from '../../../accounts';
import { useCreateMove, useMoveAction } from '../api';
import { locationLabel, type PlacedLocation } from '../components/locations';
import { VariantField } from '../components/variant-field';

/** The move as the form holds it: the places' ids as the selects' text, the variant picked. */
interface MoveValues {
  from_location_id: string;
  to_location_id: string;
  variant: StockVariant | null;
  amount: number | null;
  reason: string;
  state: 'finished' | 'draft';
}

const toPayload = (values: MoveValues) => ({
  variant_id: values.variant?.id,
  amount: values.amount ?? undefined,
  from_location_id: values.from_location_id ? Number(values.from_location_id) : undefined,
  to_location_id: values.to_location_id ? Number(values.to_location_id) : undefined,
  state: values.state,
  reason: values.reason,
});

/** The server's (and the contract's) field paths on the form's fields. */
const fieldOf = fieldMapper<MoveValues>({
  fields: ['from_location_id', 'to_location_id', 'amount', 'reason', 'state'],
  collapse: { variant_id: 'variant' },
});

/** Checks the form with the contract's own schema of a move, before it is sent. */
const moveResolver: Resolver<MoveValues, unknown, MoveCreatePayload> = (values) => {
  const parsed = moveCreatePayloadSchema.safeParse(toPayload(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<MoveValues> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(String(issue.path[0])) as keyof MoveValues | undefined;
    if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

/** Makes a move: units of a variant from one place to another, booked now or as a draft. */
export function MoveDialog({
  locations,
  onClose,
}: {
  locations: PlacedLocation[];
  onClose: () => void;
}) {
  const create = useCreateMove();
  const titleId = useId();
  const form = useForm<MoveValues, unknown, MoveCreatePayload>({
    resolver: moveResolver,
    defaultValues: {
      from_location_id: '',
      to_location_id: '',
      variant: null,
      amount: 1,
      reason: '',
      state: 'finished',
    },
  });
  const variant = useController({ name: 'variant', control: form.control });
  const state = useController({ name: 'state', control: form.control });
  const fromId = useWatch({ control: form.control, name: 'from_location_id' });
  const from = locations.find((one) => String(one.id) === fromId);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (payload) => {
    try {
      const move = await create.mutateAsync(payload);
      toast.success(
        move.state === 'finished'
          ? `${move.amount} × ${move.variant.sku} moved from ${move.from.code} to ${move.to.code}.`
          : `Move ${move.id} is saved as a draft.`,
      );
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, fieldOf);
    }
  });

  const placeOptions = locations.map((location) => (
    <MenuItem key={location.id} value={String(location.id)} sx={{ pl: 2 + location.depth * 2 }}>
      {locationLabel(location)}
    </MenuItem>
  ));

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label="Make a move"
          onSubmit={(event) => void submit(event)}
        >
          <DialogTitle id={titleId}>Make a move</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormRootError />
              <PlaceField name="from_location_id" label="From">
                {placeOptions}
              </PlaceField>
              <VariantField
                required
                value={variant.field.value}
                onChange={variant.field.onChange}
                locationId={from && !from.virtual ? from.id : undefined}
                error={variant.fieldState.error?.message}
                helperText={
                  from && !from.virtual ? `Variants with units at ${from.code}.` : undefined
                }
              />
              <PlaceField name="to_location_id" label="To">
                {placeOptions}
              </PlaceField>
              <FormNumberField
                name="amount"
                required
                label="Units"
                slotProps={{ htmlInput: { min: 1, max: MAX_UNITS } }}
              />
              <FormTextField
                name="reason"
                label="Reason"
                helperText="Why the units move, for whoever reads the ledger."
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <RadioGroup
                aria-label="When"
                name={state.field.name}
                value={state.field.value}
                onChange={(event) => state.field.onChange(event.target.value)}
              >
                <FormControlLabel
                  value="finished"
                  control={<Radio />}
                  label="Book it now: the units are there"
                />
                <FormControlLabel
                  value="draft"
                  control={<Radio />}
                  label="Save as a draft, to start and finish later"
                />
              </RadioGroup>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              {state.field.value === 'finished' ? 'Move the units' : 'Save the draft'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}

/** A place of the move, chosen from the locations (indented under their parents). */
function PlaceField({
  name,
  label,
  children,
}: {
  name: 'from_location_id' | 'to_location_id';
  label: string;
  children: ReactNode;
}) {
  const { field, fieldState } = useController<MoveValues, typeof name>({ name });
  return (
    <TextField
      select
      required
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    >
      {children}
    </TextField>
  );
}

type ReasonValues = z.input<typeof moveReversePayloadSchema>;

/** Asks before a move is cancelled, or a finished one undone by its reverse (with why). */
export function MoveActionDialog({
  kind,
  move,
  onClose,
}: {
  kind: 'cancel' | 'reverse';
  move: StockMove;
  onClose: () => void;
}) {
  const action = useMoveAction();
  const titleId = useId();
  const textId = useId();
  const form = useForm<ReasonValues, unknown, z.output<typeof moveReversePayloadSchema>>({
    resolver: zodResolver(moveReversePayloadSchema),
    defaultValues: { reason: '' },
  });
  const what = `${move.amount} × ${move.variant.sku} from ${move.from.code} to ${move.to.code}`;

  const confirm = form.handleSubmit(async ({ reason }) => {
    try {
      const answer = await action.mutateAsync({ id: move.id, action: kind, reason });
      toast.success(
        kind === 'cancel'
          ? `Move ${move.id} is cancelled.`
          : `Move ${move.id} is reversed by move ${answer.id}.`,
      );
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, fieldMapper<ReasonValues>({ fields: ['reason'] }));
    }
  });

  return (
    <Dialog
      open
      onClose={action.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>
        {kind === 'cancel' ? 'Cancel the move?' : 'Reverse the move?'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {kind === 'cancel'
            ? `Move ${move.id} (${what}) will never be booked.`
            : `A finished move the other way brings the ${move.amount} × ${move.variant.sku} back to ${move.from.code}; both stay in the ledger.`}
        </DialogContentText>
        <FormProvider {...form}>
          <Stack spacing={2} sx={{ mt: 2.5 }}>
            {kind === 'reverse' && (
              <FormTextField
                name="reason"
                label="Reason"
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
            <FormRootError />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending} autoFocus>
          Keep it
        </Button>
        <Button
          variant="contained"
          color={kind === 'cancel' ? 'error' : 'primary'}
          loading={form.formState.isSubmitting}
          onClick={() => void confirm()}
        >
          {kind === 'cancel' ? 'Cancel the move' : 'Reverse it'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
