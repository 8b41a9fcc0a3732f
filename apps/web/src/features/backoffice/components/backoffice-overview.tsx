import { Box, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { CurrentUser } from '@windfamily/contract/accounts';
import { STAFF_ROLES } from '@windfamily/contract/permissions';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../accounts';
import { useStatus } from '../../system/api';
import { BUILD_VERSION } from '../../../lib/app-config';
import { usePageTitle } from '../../../lib/use-page-title';

interface RoleChip {
  label: string;
  /** A staff role (or superuser) rather than a role in the shop. */
  staff: boolean;
}

/** The user's named staff roles by their labels, then superuser and reseller. */
const roleChips = (user: CurrentUser): RoleChip[] => {
  const { staff_roles, is_reseller, is_superuser } = user.groups;
  const labels = STAFF_ROLES as Record<string, { label: string } | undefined>;
  return [
    ...(is_superuser ? [{ label: 'Superuser', staff: true }] : []),
    ...staff_roles.map((code) => ({ label: labels[code]?.label ?? code, staff: true })),
    ...(is_reseller ? [{ label: 'Reseller', staff: false }] : []),
  ];
};

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: 600,
          fontFamily: 'monospace',
          overflowWrap: 'anywhere',
          textAlign: 'right',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The back office's landing page: who is signed in, with which roles, against which server. */
export function BackofficeOverview() {
  usePageTitle('Backoffice');
  const { data: user } = useCurrentUser();
  const status = useStatus();
  if (!user) return null;
  const name = user.address?.name || user.email;

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Box>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.main' }}
        >
          Back office
        </Typography>
        <Typography sx={{ mt: 1, fontSize: '1.1rem' }}>{`Hello ${name}!`}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <InfoCard title="Your account">
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label="E-mail" value={user.email} />
          </Box>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 2, flexWrap: 'wrap' }}
            aria-label="Roles"
          >
            {roleChips(user).map((role) => (
              <Chip
                key={role.label}
                label={role.label}
                color={role.staff ? 'primary' : 'secondary'}
                size="small"
              />
            ))}
          </Stack>
        </InfoCard>
        <InfoCard title="Server">
          {status.isPending ? (
            <Skeleton variant="rounded" height={72} />
          ) : status.data ? (
            <Box component="dl" sx={{ m: 0 }}>
              <Fact label="Mode" value={status.data.application_mode} />
              <Fact label="Server version" value={status.data.version} />
              <Fact label="App version" value={BUILD_VERSION} />
            </Box>
          ) : (
            <Typography color="error">The server status could not be loaded.</Typography>
          )}
        </InfoCard>
      </Box>
    </Stack>
  );
}
