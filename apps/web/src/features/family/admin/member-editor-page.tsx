import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { FamilyGroupAdmin, FamilyMemberAdmin } from '@windfamily/contract/family';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { ImageGalleryField } from '../../../components/backoffice/image-gallery-field';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { MarkdownField } from '../../../components/backoffice/markdown-field';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { DeleteButton } from '../../../components/backoffice/delete-button';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { SAVED_STATE, UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { FAMILY_ADMIN_PATHS, FAMILY_PATHS } from '../paths';
import { useDeleteFamilyMember, useFamilyAdmin, useSaveFamilyMember } from './api';
import { LinksField } from './links-field';
import {
  emptyMember,
  memberFieldOf,
  memberFormSchema,
  memberFormValues,
  slugFromName,
} from './member-schema';
import { WingsField } from './wings-field';

const back = { to: FAMILY_ADMIN_PATHS.family, label: 'The family' };

/** Asks before a member and their page are removed for good. */
function DeleteMember({ member }: { member: FamilyMemberAdmin }) {
  const remove = useDeleteFamilyMember();
  const navigate = useNavigate();
  return (
    <DeleteButton
      what={member.name}
      consequence={`Their page ${FAMILY_PATHS.member(member.slug)} is gone at once. To hide them for a while instead, switch off “Published”.`}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(member.id);
          toast.success(`${member.name} was removed from the family.`);
          await navigate(FAMILY_ADMIN_PATHS.family, { replace: true, state: SAVED_STATE });
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }}
    />
  );
}

function MemberEditor({
  member,
  groups,
  initialGroup,
}: {
  member: FamilyMemberAdmin | undefined;
  groups: FamilyGroupAdmin[];
  initialGroup: string;
}) {
  const navigate = useNavigate();
  const save = useSaveFamilyMember(member?.id);
  const form = useForm({
    resolver: zodResolver(memberFormSchema),
    mode: 'onTouched',
    defaultValues: member ? memberFormValues(member) : emptyMember(initialGroup),
  });
  const { isDirty, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });
  // A new member's address follows the name until someone edits the address.
  useEffect(() => {
    if (!member && !form.getFieldState('slug').isTouched)
      form.setValue('slug', slugFromName(name ?? ''));
  }, [form, member, name]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(memberFormValues(saved));
      toast.success(`${saved.name} ${member ? 'saved' : 'joined the family'}.`);
      if (!member)
        await navigate(FAMILY_ADMIN_PATHS.member(saved.id), { replace: true, state: SAVED_STATE });
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, memberFieldOf);
    }
  });

  const actions = member && (
    <>
      {member.published && (
        <Button
          component={RouterLink}
          to={FAMILY_PATHS.member(member.slug)}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
        >
          View on the site
        </Button>
      )}
      <DeleteMember member={member} />
    </>
  );

  return (
    <>
      <AdminPageHeader
        title={member ? member.name : 'New member'}
        subtitle={
          member
            ? `${groups.find((group) => group.slug === member.group)?.name ?? member.group}${member.published ? '' : ' · not published'}`
            : 'A pilot, friend or colleague with a page of their own.'
        }
        back={back}
        actions={actions}
      />
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Family member">
          <Stack spacing={3}>
            <FormRootError />
            <FormSection title="Who">
              <FieldGrid>
                <FormTextField name="name" label="Name" required />
                <FormTextField
                  name="slug"
                  label="Page address"
                  required
                  helperText="Their page: /family/member/{address}. Lower-case letters, digits and -."
                />
                <FormSelectField
                  name="group"
                  label="Group"
                  required
                  options={groups.map((group) => ({ value: group.slug, label: group.name }))}
                />
                <FormTextField name="role" label="Role" helperText="e.g. Test pilot, Ambassador" />
                <FormTextField
                  name="location"
                  label="Location"
                  helperText="Where they fly, e.g. Kössen, Austria"
                />
                <FormNumberField
                  name="position"
                  label="Order in the group"
                  helperText="Smaller first"
                />
              </FieldGrid>
              <Box sx={{ mt: 2 }}>
                <WingsField />
              </Box>
              <Box sx={{ mt: 2 }}>
                <FormSwitch
                  name="published"
                  label="Published"
                  helperText="Off: hidden from the site, their page answers Not Found"
                />
              </Box>
            </FormSection>
            <FormSection title="Portrait">
              <ImageGalleryField
                name="photo_ids"
                images={member?.photo ? [member.photo] : []}
                label="Portrait"
                itemLabel="Portrait"
                defaultAlt={`Portrait of ${name || 'a family member'}`}
              />
            </FormSection>
            <FormSection title="Bio">
              <MarkdownField name="bio" label="Bio" rows={10} />
            </FormSection>
            <FormSection
              title="Links"
              description="Their site, videos, flight log: each opens in a new tab."
            >
              <LinksField />
            </FormSection>
          </Stack>
          <SaveBar
            isNew={!member}
            dirty={isDirty}
            saving={isSubmitting}
            label={member ? 'Save member' : 'Add member'}
          />
        </Box>
      </FormProvider>
    </>
  );
}

/** /backoffice/family/members/new (?group=) and /backoffice/family/members/:id. */
export default function MemberEditorPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const family = useFamilyAdmin();
  if (family.isPending)
    return (
      <>
        <AdminPageHeader title="Family member" back={back} />
        <FormSkeleton cards={3} />
      </>
    );
  if (family.isError)
    return (
      <>
        <AdminPageHeader title="Family member" back={back} />
        <AdminLoadError
          what="The family"
          error={family.error}
          onRetry={() => void family.refetch()}
        />
      </>
    );
  const groups = family.data;
  if (id === 'new') {
    const wanted = search.get('group') ?? '';
    const group = groups.some((candidate) => candidate.slug === wanted) ? wanted : '';
    return <MemberEditor key="new" member={undefined} groups={groups} initialGroup={group} />;
  }
  const member = groups
    .flatMap((group) => group.members)
    .find((candidate) => String(candidate.id) === id);
  if (!member)
    return (
      <>
        <AdminPageHeader title="Member not found" back={back} />
        <Alert severity="warning">There is no such member. They may have been deleted.</Alert>
      </>
    );
  return <MemberEditor key={member.id} member={member} groups={groups} initialGroup="" />;
}
