import { zodResolver } from '@hookform/resolvers/zod';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { StaffPage } from '@windfamily/contract/content';
import { MAIN_PAGE_SLUG } from '@windfamily/contract/api-paths';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { MarkdownField } from '../../../components/backoffice/markdown-field';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { SAVED_STATE, UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { useCollectionsAdmin, useDeletePage, usePageAdmin, useSavePage } from '../api';
import { DeleteButton } from '../../../components/backoffice/delete-button';
import { CONTENT_ADMIN_PATHS } from '../paths';
import {
  emptyPage,
  pageFieldOf,
  pageFormSchema,
  pageFormValues,
  pagePayloadOf,
} from './page-schema';
import { sitePathOf } from './pages-section';

const back = { to: CONTENT_ADMIN_PATHS.pages, label: 'All pages' };

function PageEditor({ page }: { page: StaffPage | undefined }) {
  const navigate = useNavigate();
  const save = useSavePage(page?.slug);
  const remove = useDeletePage();
  const collections = useCollectionsAdmin();
  const form = useForm({
    resolver: zodResolver(pageFormSchema),
    mode: 'onTouched',
    defaultValues: page ? pageFormValues(page) : emptyPage(),
  });
  const { isDirty, isSubmitting } = form.formState;
  const isHome = page?.slug === MAIN_PAGE_SLUG;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(pagePayloadOf(values));
      form.reset(pageFormValues(saved));
      toast.success(
        `${saved.title} ${page ? 'saved' : 'created'}${saved.published ? '' : ' (draft)'}.`,
      );
      if (saved.slug !== page?.slug)
        await navigate(CONTENT_ADMIN_PATHS.page(saved.slug), { replace: true, state: SAVED_STATE });
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, pageFieldOf);
    }
  });

  const deletePage = async () => {
    if (!page) return;
    try {
      await remove.mutateAsync(page.slug);
      toast.success(`${page.title} deleted.`);
      await navigate(CONTENT_ADMIN_PATHS.pages, { replace: true, state: SAVED_STATE });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const collectionOptions = (collections.data?.collections ?? []).map((collection) => ({
    value: collection.slug,
    label: collection.name ? `${collection.name} (${collection.slug})` : collection.slug,
  }));

  return (
    <>
      <AdminPageHeader
        title={page ? page.title : 'New page'}
        subtitle={
          page
            ? `${sitePathOf(page.slug)} · ${page.published ? 'published' : 'draft'}`
            : 'A page of the site, written in Markdown.'
        }
        back={back}
        actions={
          page && (
            <Stack direction="row" spacing={1}>
              {page.published && (
                <Button
                  href={sitePathOf(page.slug)}
                  target="_blank"
                  rel="noopener"
                  startIcon={<OpenInNewIcon />}
                >
                  View on the site
                </Button>
              )}
              {!isHome && (
                <DeleteButton
                  what={`the page "${page.title}"`}
                  consequence={`${sitePathOf(page.slug)} will show the not-found page. This cannot be undone.`}
                  onConfirm={deletePage}
                />
              )}
            </Stack>
          )
        }
      />
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Page">
          <Stack spacing={3}>
            {isHome && (
              <Alert severity="info">
                The home page shows the blocks of this page&apos;s block collection, between the
                greeting and Our Wings.
              </Alert>
            )}
            <FormRootError />
            <FormSection title="Page">
              <FieldGrid>
                <FormTextField
                  name="title"
                  label="Title"
                  required
                  helperText="In the page header"
                />
                <FormTextField
                  name="slug"
                  label="Address"
                  required
                  disabled={isHome}
                  helperText="The page's address: /about for 'about'. Lower-case letters, digits, - and _."
                />
                <FormSelectField
                  name="block_collection"
                  label="Content blocks"
                  options={collectionOptions}
                  emptyLabel="None"
                  helperText="Blocks shown under the text"
                />
                <FormSwitch
                  name="published"
                  label="Published"
                  helperText="Off: the page is a draft, not on the site"
                />
              </FieldGrid>
              <FormTextField
                name="seo_description"
                label="Description for search engines"
                multiline
                minRows={2}
                helperText="One or two sentences; shown in search results and link previews."
              />
            </FormSection>
            <FormSection title="Text">
              <MarkdownField name="content" label="Text (Markdown)" rows={18} />
            </FormSection>
          </Stack>
          <SaveBar isNew={!page} dirty={isDirty} saving={isSubmitting} label="Save page" />
        </Box>
      </FormProvider>
    </>
  );
}

/** /backoffice/pages/new and /backoffice/pages/:slug. */
export default function PageEditorPage() {
  const { slug = '' } = useParams();
  const isNew = slug === 'new';
  const page = usePageAdmin(slug, !isNew);
  if (isNew) return <PageEditor key="new" page={undefined} />;
  if (page.isPending)
    return (
      <>
        <AdminPageHeader title="Page" back={back} />
        <FormSkeleton cards={2} />
      </>
    );
  if (page.isError)
    return (
      <>
        <AdminPageHeader title="Page" back={back} />
        <AdminLoadError what="The page" error={page.error} onRetry={() => void page.refetch()} />
      </>
    );
  return <PageEditor key={page.data.slug} page={page.data} />;
}
