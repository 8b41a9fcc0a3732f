import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { errorMessage } from '../../features/accounts';

/** A failed load: what could not be loaded, why, and a way to try again. */
export function AdminLoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {`${what} could not be loaded. ${errorMessage(error)}`}
    </Alert>
  );
}

/** Nothing there yet: a calm message and, usually, the button to make the first one. */
export function AdminEmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        py: { xs: 5, md: 7 },
        px: 3,
        textAlign: 'center',
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="p" sx={{ fontSize: '1.2rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children && (
        <Box sx={{ color: 'text.secondary', '& .MuiButton-root': { mt: 2 } }}>{children}</Box>
      )}
    </Box>
  );
}

/** Stand-in rows of a list while it loads. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack spacing={1} aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}

/** Stand-in of a form while its data loads. */
export function FormSkeleton({ cards = 2 }: { cards?: number }) {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading">
      {Array.from({ length: cards }, (_, index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="30%" height={32} sx={{ mb: 2 }} />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            >
              {Array.from({ length: 4 }, (__, field) => (
                <Skeleton key={field} variant="rounded" height={56} />
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
