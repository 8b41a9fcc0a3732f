import { Alert, Box, Button, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { useCurrentUser } from '../api';
import { LazyRegistrationCard } from './lazy-forms';
import { LoadingBox } from './loading-box';
import { LoginPanel } from './login-panel';

/** Account routes: children for a logged-in user, else a request to log in (login box and registration card). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError, refetch } = useCurrentUser();

  if (isPending) return <LoadingBox label="Checking your login" minHeight={320} />;
  if (user) return children;
  if (isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          We could not check whether you are logged in. Please try again.
        </Alert>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h1"
        component="h1"
        sx={{ mb: { xs: 3, md: 4 }, fontSize: { xs: '1.75rem', md: '2.4rem' } }}
      >
        Please log in to see your account
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          // The forms load after the page: room for them from the start, so that the footer
          // does not show and then jump away (loaded, they are taller than this).
          minHeight: { xs: '100vh', md: 560 },
        }}
      >
        <LoginPanel />
        <AfterFirstPaint fallback={<LoadingBox />}>
          <LazyRegistrationCard />
        </AfterFirstPaint>
      </Box>
    </Container>
  );
}
