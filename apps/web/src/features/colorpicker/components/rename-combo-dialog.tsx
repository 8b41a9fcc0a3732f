import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import type { ColorCombo } from '@windfamily/contract/colorpicker';
import { COMBO_NAME_MAX } from '@windfamily/contract/colorpicker-basics';
import { useId, useState, type FormEvent } from 'react';
import { HttpError } from '../../../lib/http';
import { useRenameCombo } from '../api';

const RENAME_FAILED = 'We could not rename your design. Please try again.';

/** A new name for a saved design; the dialog stays open with the reason if it fails. */
export function RenameComboDialog({ combo, onClose }: { combo: ColorCombo; onClose: () => void }) {
  const titleId = useId();
  const rename = useRenameCombo();
  const [name, setName] = useState(combo.name);
  const [nameError, setNameError] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('This field is required.');
    if (trimmed.length > COMBO_NAME_MAX)
      return setNameError(`at most ${COMBO_NAME_MAX} characters!`);
    setNameError('');
    setError('');
    rename.mutate(
      { slug: combo.slug, name: trimmed },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const fieldError = failure instanceof HttpError ? failure.fieldErrors.name : undefined;
          if (fieldError?.length) setNameError(fieldError.join(' '));
          else
            setError(
              failure instanceof HttpError && failure.statusCode < 500
                ? failure.publicMessage
                : RENAME_FAILED,
            );
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={rename.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Rename your design</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== ''}
            helperText={nameError || `Up to ${COMBO_NAME_MAX} characters.`}
            required
            fullWidth
            autoFocus
            margin="dense"
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={rename.isPending}>
            Rename
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
