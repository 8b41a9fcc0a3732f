import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { StaffMember } from '@windfamily/contract/staff';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { FormSection } from '../../../components/backoffice/form-section';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { useStaffMembers, useStaffRoles } from '../api';
import { grantedBeyondAccess, roleLabel } from '../components/permission-texts';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { RolesDialog, type RoleDefinition } from './roles-dialog';

const TITLE: DataColumn<StaffMember> = {
  key: 'member',
  label: 'Member',
  width: '35%',
  render: (member) => (
    <TwoLines wrap main={member.name || member.email} caption={member.name ? member.email : ''} />
  ),
};

const COLUMNS: DataColumn<StaffMember>[] = [
  {
    key: 'roles',
    label: 'Roles',
    card: 'inline',
    width: '35%',
    render: (member) => (
      <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {member.is_superuser && (
          <Chip component="span" size="small" label="Superuser" color="primary" />
        )}
        {member.staff_roles.map((code) => (
          <Chip
            key={code}
            component="span"
            size="small"
            label={roleLabel(code)}
            color="primary"
            variant="outlined"
          />
        ))}
        {!member.is_superuser && member.staff_roles.length === 0 && 'No role'}
      </Stack>
    ),
  },
  {
    key: 'login',
    label: 'Last login',
    render: (member) =>
      member.last_login ? (
        <Box component="time" dateTime={member.last_login} sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(member.last_login)}
        </Box>
      ) : (
        'Never'
      ),
  },
  {
    key: 'since',
    label: 'Registered',
    render: (member) => (
      <Box component="time" dateTime={member.registration_date} sx={{ whiteSpace: 'nowrap' }}>
        {formatDay(member.registration_date)}
      </Box>
    ),
  },
];

/** Each role, what it is for and what it grants. */
function RolesLegend({ roles }: { roles: RoleDefinition[] }) {
  return (
    <FormSection
      title="What each role grants"
      description="Every role opens the back office. A member of staff holds the permissions of all their roles; a superuser holds every one."
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(260px, 1fr))' },
        }}
      >
        {roles.map((role) => (
          <Box key={role.code}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {role.label}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Typography variant="body2">{role.description}</Typography>
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {grantedBeyondAccess(role.permissions).map((text) => (
                  <Typography component="li" variant="body2" color="text.secondary" key={text}>
                    {text}
                  </Typography>
                ))}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}

type Editing = { kind: 'add' } | { kind: 'edit'; member: StaffMember } | null;

/** /backoffice/staff: who works in the back office, and the roles a superuser gives them. */
export default function StaffPage() {
  const members = useStaffMembers();
  const roles = useStaffRoles();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <>
      <AdminPageHeader
        title="Staff"
        subtitle="Who works in the back office, with which roles. A change applies from the member's next click."
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setEditing({ kind: 'add' })}
            disabled={!roles.data}
          >
            Add a member of staff
          </Button>
        }
      />
      <Stack spacing={3}>
        {members.isPending || roles.isPending ? (
          <ListSkeleton rows={4} />
        ) : members.isError || roles.isError ? (
          <AdminLoadError
            what="The staff"
            error={members.error ?? roles.error}
            onRetry={() => void Promise.all([members.refetch(), roles.refetch()])}
          />
        ) : members.data.length === 0 ? (
          <AdminEmptyState title="No members of staff yet">
            <Typography>Add one: find their account and give it roles.</Typography>
          </AdminEmptyState>
        ) : (
          <DataList
            label="Members of staff"
            rows={members.data}
            rowKey={(member) => member.id}
            title={TITLE}
            columns={COLUMNS}
            actions={(member) => (
              <Button
                size="small"
                startIcon={<ManageAccountsOutlinedIcon />}
                onClick={() => setEditing({ kind: 'edit', member })}
                aria-label={`Change roles of ${member.email}`}
              >
                Change roles
              </Button>
            )}
          />
        )}
        {roles.data && <RolesLegend roles={roles.data} />}
      </Stack>
      {editing && roles.data && (
        <RolesDialog
          key={editing.kind === 'edit' ? editing.member.id : 'add'}
          member={editing.kind === 'edit' ? editing.member : undefined}
          roles={roles.data}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
