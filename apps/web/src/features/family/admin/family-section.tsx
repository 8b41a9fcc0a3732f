import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { FamilyMemberAdmin } from '@windfamily/contract/family';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { Thumbnail } from '../../../components/backoffice/thumbnail';
import { FAMILY_ADMIN_PATHS } from '../paths';
import { useFamilyAdmin } from './api';
import GroupEditorPage from './group-editor-page';
import MemberEditorPage from './member-editor-page';

const columns: DataColumn<FamilyMemberAdmin>[] = [
  {
    key: 'status',
    label: 'Status',
    card: 'inline',
    render: (member) =>
      member.published ? (
        <Chip label="Published" color="success" size="small" variant="outlined" />
      ) : (
        <Chip label="Hidden" size="small" variant="outlined" />
      ),
  },
  { key: 'role', label: 'Role', render: (member) => member.role || '–' },
  { key: 'location', label: 'Location', render: (member) => member.location || '–' },
  {
    key: 'wings',
    label: 'Flies',
    render: (member) => member.wings.join(', ') || '–',
  },
];

function FamilyListPage() {
  const family = useFamilyAdmin();
  return (
    <>
      <AdminPageHeader
        title="Family"
        subtitle="The groups of the family pages and their members, in the order the site shows them."
        actions={
          <Button
            component={RouterLink}
            to={FAMILY_ADMIN_PATHS.newMember()}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New member
          </Button>
        }
      />
      {family.isPending ? (
        <ListSkeleton rows={6} />
      ) : family.isError ? (
        <AdminLoadError
          what="The family"
          error={family.error}
          onRetry={() => void family.refetch()}
        />
      ) : (
        <Stack spacing={5}>
          {family.data.map((group) => (
            <Box component="section" key={group.slug} aria-labelledby={`admin-group-${group.slug}`}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
              >
                <Typography
                  id={`admin-group-${group.slug}`}
                  variant="h2"
                  sx={{ fontSize: '1.3rem' }}
                >
                  {group.name}
                  <Typography
                    component="span"
                    color="text.secondary"
                    sx={{ ml: 1, fontSize: '0.9rem' }}
                  >
                    {`${group.members.length} ${group.members.length === 1 ? 'member' : 'members'}`}
                  </Typography>
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button
                    component={RouterLink}
                    to={FAMILY_ADMIN_PATHS.group(group.slug)}
                    size="small"
                    startIcon={<EditOutlinedIcon />}
                    aria-label={`Edit the group ${group.name}`}
                  >
                    Edit group
                  </Button>
                  <Button
                    component={RouterLink}
                    to={FAMILY_ADMIN_PATHS.newMember(group.slug)}
                    size="small"
                    startIcon={<AddIcon />}
                    aria-label={`Add a member to ${group.name}`}
                  >
                    Add member
                  </Button>
                </Stack>
              </Stack>
              {group.members.length === 0 ? (
                <AdminEmptyState title={`No members in ${group.name} yet`} />
              ) : (
                <DataList
                  label={`Members of ${group.name}`}
                  rows={group.members}
                  rowKey={(member) => member.id}
                  media={(member) => <Thumbnail image={member.photo} alt="" />}
                  title={{ key: 'name', label: 'Name', render: (member) => member.name }}
                  columns={columns}
                  inactive={(member) => !member.published}
                  href={(member) => FAMILY_ADMIN_PATHS.member(member.id)}
                  rowClick
                />
              )}
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}

/** /backoffice/family/*: the groups with their members, a group's and a member's editor. */
export default function FamilySection() {
  return (
    <Routes>
      <Route index element={<FamilyListPage />} />
      <Route path="groups/:slug" element={<GroupEditorPage />} />
      <Route path="members/:id" element={<MemberEditorPage />} />
    </Routes>
  );
}
