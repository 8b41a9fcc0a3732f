import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import type { Customer } from '@windfamily/contract/customers';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { isHttpError } from '../../../lib/http';
import { errorMessage } from '../../accounts';
import { useEraseCustomer } from '../api';

const REMOVED = [
  'the name, address, e-mail address, phone, company and VAT id;',
  'the password: the account can never log in again, and its sessions end;',
  'the cart, the newsletter signup and the colour combos never ordered.',
];

const KEPT = [
  'the orders, with their numbers, lines and amounts, but without name, address, e-mail and phone;',
  'the invoices and credit notes, unchanged in the archive;',
  'the payments: amounts and dates, without the payer.',
];

function Points({ title, points }: { title: string; points: string[] }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {points.map((point) => (
          <Typography component="li" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Erases an account's personal data (GDPR art. 17) once its e-mail address is typed again:
 * says what goes and what the law makes the shop keep, and why the server refuses, if it does.
 */
export function EraseDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const isMobile = useIsMobile();
  const titleId = useId();
  const erase = useEraseCustomer(customer.id);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === customer.email.toLowerCase();
  const fieldError = isHttpError(erase.error)
    ? erase.error.fieldErrors.confirm_email?.join(' ')
    : undefined;
  const refusal = erase.error && !fieldError ? errorMessage(erase.error) : undefined;
  const isStaff = customer.groups.is_staff;

  const confirm = () =>
    erase.mutate(
      { confirm_email: typed.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.detail, { duration: 8000 });
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Dialog
      open
      onClose={erase.isPending ? undefined : onClose}
      fullScreen={isMobile}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {`Erase the personal data of ${customer.email}?`}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          noValidate
          id={`${titleId}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            if (matches && !isStaff) confirm();
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <DialogContentText>
            This is the right to erasure of the GDPR (art. 17). It cannot be undone: export the data
            first if the customer asked for a copy.
          </DialogContentText>
          <Points title="Removed for good" points={REMOVED} />
          <Points title="Kept for the books, as tax law requires" points={KEPT} />
          {isStaff ? (
            <Alert severity="info">
              Members of staff and superusers are not erased: take their roles away first.
            </Alert>
          ) : (
            <TextField
              label="The account's e-mail address, to confirm"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                if (fieldError) erase.reset();
              }}
              error={Boolean(fieldError)}
              helperText={fieldError ?? `Type ${customer.email}`}
              autoComplete="off"
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          )}
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={erase.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          color="error"
          variant="contained"
          disabled={!matches || isStaff}
          loading={erase.isPending}
        >
          Erase personal data
        </Button>
      </DialogActions>
    </Dialog>
  );
}
