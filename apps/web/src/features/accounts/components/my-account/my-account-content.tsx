import { Box, Container, Stack, Typography } from '@mui/material';
import { useCurrentUser } from '../../api';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { ContactDetailsCard } from './contact-details-card';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** The account of the user logged in: who they are, and the forms to change it. */
export function MyAccountContent() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' } }}>
        My Account
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          mt: 1,
          mb: { xs: 3, md: 4 },
          color: 'text.secondary',
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Member since</dt>
        <dd>
          <time dateTime={user.registration_date}>
            {dateFormat.format(new Date(user.registration_date))}
          </time>
        </dd>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
        }}
      >
        <ContactDetailsCard key={user.id} user={user} />
        <Stack spacing={3}>
          <ChangeEmailCard email={user.email} />
          <ChangePasswordCard email={user.email} />
        </Stack>
      </Box>
    </Container>
  );
}
