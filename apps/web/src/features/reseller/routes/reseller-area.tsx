import { Alert, Box, CircularProgress, Container, Typography } from '@mui/material';
import { PERMISSIONS, permissionsFor } from '@windfamily/contract/permissions';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorContent } from '../../../components/error-page';
import { NOT_FOUND_MESSAGE } from '../../../components/not-found-page';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoginPanel, useCurrentUser } from '../../accounts';
import { RESELLER_PATHS } from '../paths';
import { AREA_TEXTS, AREA_TITLE } from '../texts';
import { OrdersScreen } from './orders-screen';
import { lazy } from '../../../lib/lazy';

// The order form brings the form libraries and the phone field: loaded when first opened.
const NewOrderScreen = lazy(() => import('./new-order-screen'));

function Loader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

function GateScreen({ children }: { children: ReactNode }) {
  usePageTitle(AREA_TITLE);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      {children}
    </Container>
  );
}

/** The area's screens: the orders (the landing page) and the order form. */
function ResellerArea() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Suspense fallback={<Loader />}>
        <Routes>
          <Route index element={<OrdersScreen />} />
          <Route path="orders/new" element={<NewOrderScreen />} />
          <Route
            path="*"
            element={
              <ErrorContent
                message={NOT_FOUND_MESSAGE}
                backTo={RESELLER_PATHS.area}
                backLabel="Back to your orders"
              />
            }
          />
        </Routes>
      </Suspense>
    </Container>
  );
}

/**
 * /admin/*: a loader, then the login panel, the login panel with a refusal for an account
 * without the reseller permission, or the reseller area (the server checks the same).
 */
export default function ResellerAreaGate() {
  const { data: user, isPending } = useCurrentUser();

  if (isPending) {
    return (
      <GateScreen>
        <Loader />
      </GateScreen>
    );
  }
  if (user && permissionsFor(user.groups).includes(PERMISSIONS.resellerAdmin)) {
    return <ResellerArea />;
  }
  return (
    <GateScreen>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.main', mb: 3 }}
      >
        {AREA_TITLE}
      </Typography>
      {user && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {AREA_TEXTS.denied}
        </Alert>
      )}
      <LoginPanel />
    </GateScreen>
  );
}
