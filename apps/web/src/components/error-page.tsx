import { Button, Container, Typography } from '@mui/material';
import { MSG } from '@windfamily/contract/messages';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { reportError } from '../app/sentry';
import { isHttpError } from '../lib/http';
import { usePageTitle } from '../lib/use-page-title';
import { SadMan } from './sad-man';

/** What went wrong, for the reader: 'status statusText' of an error answer, else the error's message. */
function describeError(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return undefined;
}

function errorStatus(error: unknown): { status?: number; statusText?: string } {
  if (isRouteErrorResponse(error)) return { status: error.status, statusText: error.statusText };
  if (isHttpError(error)) return { status: error.statusCode, statusText: error.statusText };
  return {};
}

interface ErrorContentProps {
  /** The page's heading and title, when it is not the unexpected error's. */
  heading?: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
}

/** The full-page error: sad-man illustration, heading, what went wrong and a way back. */
export function ErrorContent({
  heading = MSG.errorHeading,
  message,
  backTo = '/',
  backLabel = 'Back to the home page',
}: ErrorContentProps) {
  usePageTitle(heading === MSG.errorHeading ? MSG.errorTitle : heading);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <SadMan sx={{ width: { xs: 200, md: 260 }, mb: 3 }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
        {heading}
      </Typography>
      {message && (
        <Typography
          component="p"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 4 }}
        >
          {message}
        </Typography>
      )}
      <Button component={RouterLink} to={backTo} variant="contained" color="secondary" size="large">
        {backLabel}
      </Button>
    </Container>
  );
}

/** The router's error boundary: logs and reports the route error, then shows the error page. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, errorStatus(error));
  }, [error]);
  return <ErrorContent message={describeError(error)} />;
}
