import { Alert, Box, CircularProgress, Container, Typography } from '@mui/material';
import { MSG } from '@windfamily/contract/messages';
import type { ReactNode } from 'react';
import { LoginPanel, useCurrentUser } from '../../accounts';
import { usePageTitle } from '../../../lib/use-page-title';
import { BackofficeFrame } from '../components/backoffice-frame';

function GateScreen({ children }: { children: ReactNode }) {
  usePageTitle('Backoffice');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      {children}
    </Container>
  );
}

/** /backoffice/*: a loader, then the login panel, the login panel with a refusal, or the back office for staff. */
export default function BackofficeGate() {
  const { data: user, isPending } = useCurrentUser();

  if (isPending) {
    return (
      <GateScreen>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </GateScreen>
    );
  }
  if (user?.groups.is_staff) return <BackofficeFrame />;
  return (
    <GateScreen>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.main', mb: 3 }}
      >
        Backoffice
      </Typography>
      {user && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {MSG.backofficeDenied}
        </Alert>
      )}
      <LoginPanel />
    </GateScreen>
  );
}
