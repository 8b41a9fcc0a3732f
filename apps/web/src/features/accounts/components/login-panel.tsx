import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { useCurrentUser } from '../api';
import { LazyLoginBox } from './lazy-forms';
import { LoadingBox } from './loading-box';
import { useLogoutAction } from './use-logout-action';

/** The sidebar login box: greeting and Logout when logged in; login form and Forgot password when logged out. */
export function LoginPanel() {
  const titleId = useId();
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogoutAction();

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {isPending ? (
          <LoadingBox label="Checking your login" />
        ) : user ? (
          <Stack spacing={2}>
            <Typography id={titleId} variant="h5" component="h2">
              {`Hello ${user.address?.name || user.email}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`You are logged in as ${user.email}.`}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={logout}
              sx={{ alignSelf: 'flex-start' }}
            >
              Logout
            </Button>
          </Stack>
        ) : (
          <>
            <Typography id={titleId} variant="h5" component="h2" gutterBottom>
              Login
            </Typography>
            {/* As tall as the form (222 px at every width): nothing below moves when it comes. */}
            <AfterFirstPaint fallback={<LoadingBox minHeight={222} />}>
              <LazyLoginBox />
            </AfterFirstPaint>
          </>
        )}
      </CardContent>
    </Card>
  );
}
