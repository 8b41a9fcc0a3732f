import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ContentBlock, StaffCollection } from '@windfamily/contract/content';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { ImageGalleryField } from '../../../components/backoffice/image-gallery-field';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { SAVED_STATE, UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { useCollectionAdmin, useDeleteCollection, useSaveCollection } from '../api';
import { DeleteButton } from '../../../components/backoffice/delete-button';
import { CONTENT_ADMIN_PATHS } from '../paths';
import {
  collectionFieldOf,
  collectionFormSchema,
  collectionFormValues,
  collectionPayloadOf,
  emptyBlock,
  emptyCollection,
  type CollectionFormInput,
} from './collection-schema';

const back = { to: CONTENT_ADMIN_PATHS.blocks, label: 'All block collections' };
const STYLING_HELP = 'CSS declarations only, e.g. object-fit: cover; max-height: 240px';

function BlockFields({
  index,
  count,
  pictures,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  pictures: ContentBlock['images'];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const title = useWatch<CollectionFormInput, `content_blocks.${number}.title`>({
    name: `content_blocks.${index}.title`,
  });
  const name = title || `Block ${index + 1}`;
  const prefix = `content_blocks.${index}` as const;
  return (
    <FormSection
      title={`${index + 1}. ${name}`}
      actions={
        <Stack direction="row" spacing={0.5}>
          <Tooltip title="Move up">
            <span>
              <IconButton
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Move down">
            <span>
              <IconButton
                aria-label={`Move ${name} down`}
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Remove block">
            <IconButton aria-label={`Remove ${name}`} onClick={onRemove}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      }
    >
      <FieldGrid>
        <FormTextField name={`${prefix}.title`} label="Title" />
        <FormTextField
          name={`${prefix}.link`}
          label="Link"
          helperText="Where the title leads: /about or https://…; empty for none"
        />
      </FieldGrid>
      <FormTextField name={`${prefix}.subtitle`} label="Subtitle" multiline minRows={2} />
      <FormTextField
        name={`${prefix}.video`}
        label="Video"
        helperText="An .mp4 or .webm file, /video/… or https://…, with the first picture as poster; empty for none"
      />
      <ImageGalleryField
        name={`${prefix}.image_ids`}
        images={pictures}
        label="Pictures"
        defaultAlt={title || 'Picture'}
      />
      <Typography variant="subtitle2" component="h4">
        Styling of the pictures
      </Typography>
      <FieldGrid columns={3}>
        <FormTextField
          name={`${prefix}.styling.css`}
          label="Every width"
          helperText={STYLING_HELP}
        />
        <FormTextField
          name={`${prefix}.styling.css_mobile`}
          label="Below 900 px"
          helperText="Phones"
        />
        <FormTextField
          name={`${prefix}.styling.css_desktop`}
          label="From 900 px"
          helperText="Wide screens"
        />
      </FieldGrid>
    </FormSection>
  );
}

function CollectionEditor({ collection }: { collection: StaffCollection | undefined }) {
  const navigate = useNavigate();
  const save = useSaveCollection(collection?.slug);
  const remove = useDeleteCollection();
  const form = useForm({
    resolver: zodResolver(collectionFormSchema),
    mode: 'onTouched',
    defaultValues: collection ? collectionFormValues(collection) : emptyCollection(),
  });
  const blocks = useFieldArray({ control: form.control, name: 'content_blocks' });
  const { isDirty, isSubmitting } = form.formState;
  const picturesById = new Map(
    (collection?.content_blocks ?? []).flatMap((block) => block.images).map((i) => [i.id, i]),
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(collectionPayloadOf(values));
      form.reset(collectionFormValues(saved));
      toast.success(`${saved.name || saved.slug} ${collection ? 'saved' : 'created'}.`);
      if (saved.slug !== collection?.slug)
        await navigate(CONTENT_ADMIN_PATHS.collection(saved.slug), {
          replace: true,
          state: SAVED_STATE,
        });
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, collectionFieldOf);
    }
  });

  const deleteCollection = async () => {
    if (!collection) return;
    try {
      await remove.mutateAsync(collection.slug);
      toast.success(`${collection.name || collection.slug} deleted.`);
      await navigate(CONTENT_ADMIN_PATHS.blocks, { replace: true, state: SAVED_STATE });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <AdminPageHeader
        title={collection ? collection.name || collection.slug : 'New block collection'}
        subtitle={
          collection
            ? collection.pages.length
              ? `Shown on: ${collection.pages.join(', ')}`
              : 'Not shown on any page yet: choose it in a page’s editor.'
            : 'Blocks with a title, a subtitle and pictures, shown in order.'
        }
        back={back}
        actions={
          collection && (
            <DeleteButton
              what={`the collection "${collection.name || collection.slug}"`}
              consequence={
                collection.pages.length
                  ? `Its blocks disappear from ${collection.pages.join(', ')}. This cannot be undone.`
                  : 'Its blocks are deleted. This cannot be undone.'
              }
              onConfirm={deleteCollection}
            />
          )
        }
      />
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Block collection">
          <Stack spacing={3}>
            <FormRootError />
            <FormSection title="Collection">
              <FieldGrid>
                <FormTextField name="name" label="Name" helperText="What staff call it" />
                <FormTextField
                  name="slug"
                  label="Key"
                  required
                  helperText="Lower-case letters, digits, - and _; pages choose it by this"
                />
              </FieldGrid>
            </FormSection>
            {blocks.fields.length === 0 && (
              <Alert severity="info">No blocks: pages that show this collection show none.</Alert>
            )}
            {blocks.fields.map((field, index) => (
              <BlockFields
                key={field.id}
                index={index}
                count={blocks.fields.length}
                pictures={form
                  .getValues(`content_blocks.${index}.image_ids`)
                  .map((id) => picturesById.get(id))
                  .filter((image) => image !== undefined)}
                onMove={(to) => blocks.move(index, to)}
                onRemove={() => blocks.remove(index)}
              />
            ))}
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => blocks.append(emptyBlock())}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add a block
            </Button>
          </Stack>
          <SaveBar isNew={!collection} dirty={isDirty} saving={isSubmitting} label="Save blocks" />
        </Box>
      </FormProvider>
    </>
  );
}

/** /backoffice/blocks/new and /backoffice/blocks/:slug. */
export default function CollectionEditorPage() {
  const { slug = '' } = useParams();
  const isNew = slug === 'new';
  const collection = useCollectionAdmin(slug, !isNew);
  if (isNew) return <CollectionEditor key="new" collection={undefined} />;
  if (collection.isPending)
    return (
      <>
        <AdminPageHeader title="Block collection" back={back} />
        <FormSkeleton cards={3} />
      </>
    );
  if (collection.isError)
    return (
      <>
        <AdminPageHeader title="Block collection" back={back} />
        <AdminLoadError
          what="The block collection"
          error={collection.error}
          onRetry={() => void collection.refetch()}
        />
      </>
    );
  return <CollectionEditor key={collection.data.slug} collection={collection.data} />;
}
