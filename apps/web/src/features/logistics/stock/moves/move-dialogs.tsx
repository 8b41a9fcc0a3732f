import {
  Alert,
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
  moveCreatePayloadSchema,
  type StockMove,
  type StockVariant,
} from '@windfamily/contract/logistics';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { isHttpError } from '../../../../lib/http';
import { errorMessage } from '../../../accounts';
import { useCreateMove, useMoveAction } from '../api';
import { locationLabel, type PlacedLocation } from '../components/locations';
import { VariantField } from '../components/variant-field';

type Field = 'variant_id' | 'from_location_id' | 'to_location_id' | 'amount' | 'reason';

/** A field's first message, from the check before sending or from the server's answer. */
const firstOf = (errors: Partial<Record<string, string[]>>, field: Field) => errors[field]?.[0];

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
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [variant, setVariant] = useState<StockVariant | null>(null);
  const [amount, setAmount] = useState('1');
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'finished' | 'draft'>('finished');
  const [errors, setErrors] = useState<Partial<Record<string, string[]>>>({});
  const [refusal, setRefusal] = useState('');
  const from = locations.find((one) => String(one.id) === fromId);

  const submit = async () => {
    setRefusal('');
    const parsed = moveCreatePayloadSchema.safeParse({
      variant_id: variant?.id,
      amount: amount === '' ? undefined : Number(amount),
      from_location_id: fromId ? Number(fromId) : undefined,
      to_location_id: toId ? Number(toId) : undefined,
      state,
      reason,
    });
    if (!parsed.success) {
      const found: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        (found[key] ??= []).push(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const move = await create.mutateAsync(parsed.data);
      toast.success(
        move.state === 'finished'
          ? `${move.amount} × ${move.variant.sku} moved from ${move.from.code} to ${move.to.code}.`
          : `Move ${move.id} is saved as a draft.`,
      );
      onClose();
    } catch (error) {
      if (isHttpError(error)) setErrors(error.fieldErrors);
      setRefusal(errorMessage(error));
    }
  };

  const select = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    field: Field,
  ) => (
    <TextField
      select
      required
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(firstOf(errors, field))}
      helperText={firstOf(errors, field)}
    >
      {locations.map((location) => (
        <MenuItem key={location.id} value={String(location.id)} sx={{ pl: 2 + location.depth * 2 }}>
          {locationLabel(location)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        aria-label="Make a move"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>Make a move</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
            {select('From', fromId, setFromId, 'from_location_id')}
            <VariantField
              required
              value={variant}
              onChange={setVariant}
              locationId={from && !from.virtual ? from.id : undefined}
              error={firstOf(errors, 'variant_id')}
              helperText={
                from && !from.virtual ? `Variants with units at ${from.code}.` : undefined
              }
            />
            {select('To', toId, setToId, 'to_location_id')}
            <TextField
              required
              label="Units"
              type="number"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={Boolean(firstOf(errors, 'amount'))}
              helperText={firstOf(errors, 'amount')}
              slotProps={{ htmlInput: { min: 1, max: MAX_UNITS, step: 1, inputMode: 'numeric' } }}
            />
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(firstOf(errors, 'reason'))}
              helperText={
                firstOf(errors, 'reason') ?? 'Why the units move, for whoever reads the ledger.'
              }
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <RadioGroup
              aria-label="When"
              value={state}
              onChange={(event) => setState(event.target.value as 'finished' | 'draft')}
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
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {state === 'finished' ? 'Move the units' : 'Save the draft'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

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
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState('');
  const what = `${move.amount} × ${move.variant.sku} from ${move.from.code} to ${move.to.code}`;

  const confirm = async () => {
    setRefusal('');
    try {
      const answer = await action.mutateAsync({ id: move.id, action: kind, reason });
      toast.success(
        kind === 'cancel'
          ? `Move ${move.id} is cancelled.`
          : `Move ${move.id} is reversed by move ${answer.id}.`,
      );
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

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
        {kind === 'reverse' && (
          <TextField
            fullWidth
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            sx={{ mt: 2.5 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.isPending} autoFocus>
          Keep it
        </Button>
        <Button
          variant="contained"
          color={kind === 'cancel' ? 'error' : 'primary'}
          loading={action.isPending}
          onClick={() => void confirm()}
        >
          {kind === 'cancel' ? 'Cancel the move' : 'Reverse it'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
