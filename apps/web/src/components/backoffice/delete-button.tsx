import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** A Delete button that asks first, naming what goes and what that means. */
export function DeleteButton({
  what,
  consequence,
  onConfirm,
}: {
  /** 'the page "About us"'. */
  what: string;
  consequence: string;
  /** Deletes; a rejection keeps the dialog open (the caller shows why). */
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // the caller has said why
    } finally {
      setDeleting(false);
    }
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDeleteDialog
        open={open}
        title={`Delete ${what}?`}
        text={consequence}
        deleting={deleting}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
