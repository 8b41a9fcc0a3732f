import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Navigation state that passes the guard: the form was just saved (e.g. new -> its page). */
export const SAVED_STATE = { saved: true } as const;

/**
 * Asks before leaving a form with unsaved changes: in the app (a dialog) and when the tab is
 * closed or reloaded (the browser's own question). `isDirty` is asked at the moment of leaving.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      (nextLocation.state as { saved?: boolean } | null)?.saved !== true &&
      isDirty(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-changes-title"
    >
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>Your changes on this page are not saved yet.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.proceed?.()} color="error">
          Leave
        </Button>
        <Button onClick={() => blocker.reset?.()} variant="contained" autoFocus>
          Stay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
