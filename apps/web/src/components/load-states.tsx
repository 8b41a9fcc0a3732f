import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A failed load, with a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
      sx={{ my: 3, alignItems: 'center' }}
    >
      {`We could not load ${what}. Please check your connection and try again.`}
    </Alert>
  );
}

/** Nothing to show (yet): a calm message instead of a blank space. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        my: 4,
        py: { xs: 5, md: 7 },
        px: 3,
        textAlign: 'center',
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="h3" component="p" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children && <Typography color="text.secondary">{children}</Typography>}
    </Box>
  );
}
