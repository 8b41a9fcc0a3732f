import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Stack } from '@mui/material';
import { familyGroupPayloadSchema, type FamilyGroupAdmin } from '@windfamily/contract/family';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { z } from 'zod';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { intField } from '../../../components/backoffice/form-schemas';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { MarkdownField } from '../../../components/backoffice/markdown-field';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { FAMILY_ADMIN_PATHS, FAMILY_PATHS } from '../paths';
import { useFamilyAdmin, useSaveFamilyGroup } from './api';

const back = { to: FAMILY_ADMIN_PATHS.family, label: 'The family' };

const groupFormSchema = z.object({
  name: familyGroupPayloadSchema.shape.name,
  description: familyGroupPayloadSchema.shape.description,
  position: intField(0, 10_000),
});
type GroupFormInput = z.input<typeof groupFormSchema>;
const groupFieldOf = fieldMapper<GroupFormInput>({ fields: ['name', 'description', 'position'] });
const valuesOf = (group: FamilyGroupAdmin): GroupFormInput => ({
  name: group.name,
  description: group.description,
  position: group.position,
});

function GroupEditor({ group }: { group: FamilyGroupAdmin }) {
  const save = useSaveFamilyGroup(group.slug);
  const form = useForm({
    resolver: zodResolver(groupFormSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(group),
  });
  const { isDirty, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast.success(`${saved.name} saved.`);
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, groupFieldOf);
    }
  });
  return (
    <>
      <AdminPageHeader
        title={group.name}
        subtitle={`Group of the family, shown at ${FAMILY_PATHS.group(group.slug)}`}
        back={back}
      />
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Family group">
          <Stack spacing={3}>
            <FormRootError />
            <FormSection title="The group">
              <FieldGrid>
                <FormTextField
                  name="name"
                  label="Name"
                  required
                  helperText="As the menu and its page show it"
                />
                <FormNumberField
                  name="position"
                  label="Order"
                  helperText="Smaller first, on the family page"
                />
              </FieldGrid>
            </FormSection>
            <FormSection title="Description" description="Shown above the members.">
              <MarkdownField name="description" label="Description" rows={8} />
            </FormSection>
          </Stack>
          <SaveBar dirty={isDirty} saving={isSubmitting} label="Save group" />
        </Box>
      </FormProvider>
    </>
  );
}

/** /backoffice/family/groups/:slug. */
export default function GroupEditorPage() {
  const { slug = '' } = useParams();
  const family = useFamilyAdmin();
  if (family.isPending)
    return (
      <>
        <AdminPageHeader title="Group" back={back} />
        <FormSkeleton cards={2} />
      </>
    );
  if (family.isError)
    return (
      <>
        <AdminPageHeader title="Group" back={back} />
        <AdminLoadError
          what="The family"
          error={family.error}
          onRetry={() => void family.refetch()}
        />
      </>
    );
  const group = family.data.find((candidate) => candidate.slug === slug);
  if (!group)
    return (
      <>
        <AdminPageHeader title="Group not found" back={back} />
        <Alert severity="warning">There is no such group.</Alert>
      </>
    );
  return <GroupEditor key={group.slug} group={group} />;
}
