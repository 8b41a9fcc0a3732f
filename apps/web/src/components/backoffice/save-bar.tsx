import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** The submit button's text. */
  label?: string;
  /** A new thing: nothing of it is saved yet. */
  isNew?: boolean;
  /** Beside the button, e.g. "Cancel". */
  children?: ReactNode;
}

/** A bar at the bottom of a screen, kept in view while scrolling: a status, then buttons. */
export function StickyBar({ children }: { children: ReactNode }) {
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, md: 16 },
        zIndex: 2,
        mt: 3,
        px: 2,
        py: 1.25,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1.5,
        flexWrap: 'wrap',
      }}
    >
      {children}
    </Paper>
  );
}

/**
 * The bottom of a form, kept in view while scrolling: whether there are unsaved changes and
 * the submit button (busy while saving). Lives inside the <form>.
 */
export function SaveBar({ dirty, saving, label = 'Save', isNew = false, children }: SaveBarProps) {
  return (
    <StickyBar>
      <Typography
        variant="body2"
        color={dirty || isNew ? 'warning.dark' : 'text.secondary'}
        sx={{ mr: 'auto' }}
        role="status"
      >
        {saving
          ? 'Saving…'
          : isNew
            ? 'Not saved yet'
            : dirty
              ? 'Unsaved changes'
              : 'All changes saved'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {children}
        <Button type="submit" variant="contained" loading={saving} loadingPosition="start">
          {label}
        </Button>
      </Box>
    </StickyBar>
  );
}
