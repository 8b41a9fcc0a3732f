import { Alert, Button, Stack, Typography } from '@mui/material';
import { NEWSLETTER_SECRET_PATTERN } from '@windfamily/contract/newsletter';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { isHttpError } from '../../../lib/http';
import { LinkPage } from '../../accounts/components/link-page';
import { useSecretAction } from '../api';

const UNKNOWN_LINK =
  'This link is not valid. Please open it from the mail again, and check that you copied all of it.';

const homeButton = (
  <Button component={RouterLink} to="/" sx={{ alignSelf: 'flex-start' }}>
    Go to the home page
  </Button>
);

interface SecretLinkPageProps {
  title: string;
  action: 'confirm' | 'unsubscribe';
  /** Sent at once when the page opens; otherwise the visitor presses `buttonLabel`. */
  onLoad: boolean;
  intro: ReactNode;
  buttonLabel: string;
}

/** A page of a mailed newsletter link: it sends the link's secret once and says what happened. */
export function SecretLinkPage({ title, action, onLoad, intro, buttonLabel }: SecretLinkPageProps) {
  const secret = (useParams().secret ?? '').toLowerCase();
  const valid = NEWSLETTER_SECRET_PATTERN.test(secret);
  const call = useSecretAction(action);
  const sent = useRef(false);
  const send = () => {
    if (sent.current) return;
    sent.current = true;
    call.mutate(secret);
  };
  useEffect(() => {
    if (onLoad && valid) send();
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  let body: ReactNode;
  if (!valid || isHttpError(call.error, 404)) {
    body = (
      <Alert severity="warning" role="alert">
        {UNKNOWN_LINK}
      </Alert>
    );
  } else if (call.isSuccess) {
    body = (
      <Alert severity="success" role="status">
        {call.data.detail}
      </Alert>
    );
  } else if (call.isError) {
    const known = isHttpError(call.error) && call.error.statusCode < 500 ? call.error : undefined;
    body = (
      <>
        <Alert severity="error" role="alert">
          {known ? known.publicMessage : 'Something went wrong. Please try again.'}
        </Alert>
        {!known && (
          <Button
            variant="contained"
            onClick={() => {
              sent.current = false;
              send();
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            Try again
          </Button>
        )}
      </>
    );
  } else if (call.isPending || onLoad) {
    body = <Typography role="status">Just a moment...</Typography>;
  } else {
    body = (
      <>
        <Typography>{intro}</Typography>
        <Button variant="contained" size="large" onClick={send} sx={{ alignSelf: 'flex-start' }}>
          {buttonLabel}
        </Button>
      </>
    );
  }
  return (
    <LinkPage title={title}>
      <Stack spacing={2}>
        {body}
        {(call.isSuccess || call.isError || !valid) && homeButton}
      </Stack>
    </LinkPage>
  );
}
