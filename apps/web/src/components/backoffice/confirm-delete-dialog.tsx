import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** "Delete the post?" */
  title: string;
  /** What goes, and that it cannot be undone. */
  text: string;
  deleting: boolean;
  /** Why the last attempt failed, if it did. */
  error?: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before something is deleted for good; Cancel is the default (focused) choice. */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  deleting,
  error,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
