import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useUpdateEmail } from '../api';
import { errorMessage } from '../components/form-errors';
import { LinkPage } from '../components/link-page';

const myAccountButton = (
  <Button component={RouterLink} to="/account/my_account" sx={{ alignSelf: 'flex-start' }}>
    Go to My Account
  </Button>
);

function ConfirmEmail({ token }: { token: string }) {
  const updateEmail = useUpdateEmail();

  if (updateEmail.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          <Typography>{updateEmail.data.detail}</Typography>
          <Typography variant="body2">{`From now on, log in with ${updateEmail.data.email}.`}</Typography>
        </Alert>
        {myAccountButton}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography>
        You asked to use a new e-mail address for your account. Confirm it to finish the change.
      </Typography>
      {updateEmail.isError && (
        <Alert severity="error" role="alert">
          <Typography>{errorMessage(updateEmail.error)}</Typography>
          <Typography variant="body2">
            You can ask for a new confirmation link on your account page.
          </Typography>
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        startIcon={<MarkEmailReadIcon />}
        loading={updateEmail.isPending}
        onClick={() => updateEmail.mutate({ token })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Confirm new e-mail
      </Button>
      {updateEmail.isError && myAccountButton}
    </Stack>
  );
}

export default function UpdateEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <LinkPage title="Update e-mail">
      {token ? (
        <ConfirmEmail token={token} />
      ) : (
        <Stack spacing={2}>
          <Alert severity="warning" role="alert">
            This link has no confirmation token. Please open the link from the confirmation e-mail
            again, or ask for a new one on your account page.
          </Alert>
          {myAccountButton}
        </Stack>
      )}
    </LinkPage>
  );
}
