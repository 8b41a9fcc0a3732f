import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogProps,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { isHttpError } from '../../../lib/http';
import { errorMessage } from '../../accounts';
import { salesKeys } from '../api';

interface OrderDialogProps {
  title: string;
  onClose: () => void;
  /** Submitting: the dialog stays open and its buttons wait. */
  busy: boolean;
  /** None: the dialog only shows something, and has a Close button. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text. */
  submitLabel?: string;
  /** The button that closes without doing anything; "Cancel" by default. */
  closeLabel?: string;
  /** The submit button is red: the action takes something back (cancel, refund). */
  destructive?: boolean;
  submitDisabled?: boolean;
  /** Beside the submit button, before it. */
  extraActions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/**
 * A dialog of an action on an order: a form with its fields, Cancel and the submit button;
 * the whole screen on phones. Closing is refused while it submits.
 */
export function OrderDialog({
  title,
  onClose,
  busy,
  onSubmit,
  submitLabel,
  closeLabel = onSubmit ? 'Cancel' : 'Close',
  destructive = false,
  submitDisabled = false,
  extraActions,
  maxWidth = 'sm',
  children,
}: OrderDialogProps) {
  const isMobile = useIsMobile();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={isMobile}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit?.(event);
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy} autoFocus={!onSubmit}>
            {closeLabel}
          </Button>
          {extraActions}
          {onSubmit && (
            <Button
              type="submit"
              variant="contained"
              color={destructive ? 'error' : 'primary'}
              loading={busy}
              disabled={submitDisabled}
            >
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * What a refused write on an order does: a 409 (the order changed meanwhile, or its state
 * refuses the action) is said in a toast, the order and its rules are read again and the
 * dialog closes, so the clerk starts again from the order as it is. Anything else is said in
 * a toast and left to the form (`onOther`, e.g. its field errors).
 */
export function useOrderWriteErrors(saleSequence: string, onClose: () => void) {
  const queryClient = useQueryClient();
  return (error: unknown, onOther?: (error: unknown) => void): void => {
    toast.error(errorMessage(error));
    if (isHttpError(error, 409)) {
      void queryClient.invalidateQueries({ queryKey: salesKeys.order(saleSequence) });
      void queryClient.invalidateQueries({ queryKey: salesKeys.permissions(saleSequence) });
      onClose();
      return;
    }
    onOther?.(error);
  };
}
