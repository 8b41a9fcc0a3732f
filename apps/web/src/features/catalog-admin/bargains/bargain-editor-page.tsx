import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Stack } from '@mui/material';
import { SECONDHAND_CONDITIONS } from '@windfamily/contract/catalog';
import type { SecondhandAdmin } from '@windfamily/contract/catalog-admin';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { useProductsAdmin, useSaveSecondhand, useSecondhandAdmin } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { ImageGalleryField } from '../../../components/backoffice/image-gallery-field';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { MarkdownField } from '../../../components/backoffice/markdown-field';
import { FormMoneyField } from '../components/money-field';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { SAVED_STATE, UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { ADMIN_PATHS } from '../paths';
import {
  bargainFieldOf,
  bargainFormSchema,
  bargainFormValues,
  emptyBargain,
  type BargainFormInput,
} from './bargain-schema';

const back = { to: ADMIN_PATHS.bargains, label: 'All bargains' };

/** The model: a wing of the catalogue (its name fills the name) or none, with a free name. */
function ModelFields() {
  const products = useProductsAdmin();
  const { control, setValue, getValues } = useFormContext<BargainFormInput>();
  const current = useWatch({ control, name: 'model_product' }) ?? '';
  const wings = (products.data ?? []).filter((product) => product.category === 'wings');
  const options = wings.map((wing) => ({ value: wing.slug, label: wing.name }));

  return (
    <>
      <FormSelectField
        name="model_product"
        label="Model in the catalogue"
        options={options}
        emptyLabel="None: an older or other model"
        helperText={
          products.isError
            ? 'The wings could not be loaded.'
            : 'Links the bargain to the model’s page in the shop.'
        }
        onValueChange={(slug) => {
          const previous = wings.find((wing) => wing.slug === current)?.name;
          const name = getValues('model_name');
          const wing = wings.find((candidate) => candidate.slug === slug);
          // The name follows the model, unless someone typed another one.
          if (wing && (!name || name === previous))
            setValue('model_name', wing.name, { shouldDirty: true, shouldValidate: true });
        }}
      />
      <FormTextField
        name="model_name"
        label="Model name"
        required
        helperText="As the shop shows it"
      />
    </>
  );
}

function BargainEditor({ item }: { item: SecondhandAdmin | undefined }) {
  const navigate = useNavigate();
  const save = useSaveSecondhand(item?.id);
  const form = useForm({
    resolver: zodResolver(bargainFormSchema),
    mode: 'onTouched',
    defaultValues: item ? bargainFormValues(item) : emptyBargain(),
  });
  const { isDirty, isSubmitting } = form.formState;
  const [modelName, size] = useWatch({ control: form.control, name: ['model_name', 'size'] });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(bargainFormValues(saved));
      toast.success(`${saved.model_name} ${saved.size} ${item ? 'saved' : 'is up for sale'}.`);
      if (!item) {
        await navigate(ADMIN_PATHS.bargain(saved.id), { replace: true, state: SAVED_STATE });
      }
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, bargainFieldOf);
    }
  });

  return (
    <>
      <AdminPageHeader
        title={item ? `${item.model_name} ${item.size}` : 'New bargain'}
        subtitle={
          item
            ? `Second-hand wing${item.sold ? ' · sold' : ''}${item.active ? '' : ' · inactive'}`
            : 'A second-hand wing: one unit, sold once.'
        }
        back={back}
      />
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Second-hand wing">
          <Stack spacing={3}>
            {item?.sold && (
              <Alert severity="info">
                Sold: this wing was bought. It stays sold; its page remains for the order.
              </Alert>
            )}
            <FormRootError />
            <FormSection title="The wing">
              <FieldGrid>
                <ModelFields />
                <FormTextField name="size" label="Size" required helperText="e.g. M, 23" />
                <FormTextField
                  name="manufacturing_date"
                  label="Manufacturing date"
                  type="date"
                  required
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormSelectField
                  name="condition"
                  label="Condition"
                  required
                  options={SECONDHAND_CONDITIONS.map((condition) => ({
                    value: condition,
                    label: condition,
                  }))}
                />
                <FormNumberField name="hours_flown" label="Hours flown" unit="h" required />
              </FieldGrid>
            </FormSection>
            <FormSection title="Sale">
              <FieldGrid>
                <FormMoneyField
                  name="net_price"
                  label="Price"
                  required
                  helperText="VAT is added for consumers in the EU"
                />
                <FormSwitch
                  name="active"
                  label="Active"
                  helperText="Off: hidden from the Bargains page"
                />
              </FieldGrid>
            </FormSection>
            <FormSection title="Description">
              <MarkdownField name="description" label="Description" rows={8} />
            </FormSection>
            <FormSection title="Photos">
              <ImageGalleryField
                name="image_ids"
                images={item?.images ?? []}
                label="Photos"
                itemLabel="Photo"
                defaultAlt={`${modelName || 'Wing'} ${size}, second-hand`
                  .replace(/\s+/g, ' ')
                  .trim()}
              />
            </FormSection>
          </Stack>
          <SaveBar
            isNew={!item}
            dirty={isDirty}
            saving={isSubmitting}
            label={item ? 'Save bargain' : 'Put up for sale'}
          />
        </Box>
      </FormProvider>
    </>
  );
}

/** /backoffice/bargains/new and /backoffice/bargains/:id. */
export default function BargainEditorPage() {
  const { id = '' } = useParams();
  const items = useSecondhandAdmin();
  if (id === 'new') return <BargainEditor key="new" item={undefined} />;
  if (items.isPending)
    return (
      <>
        <AdminPageHeader title="Bargain" back={back} />
        <FormSkeleton cards={3} />
      </>
    );
  if (items.isError)
    return (
      <>
        <AdminPageHeader title="Bargain" back={back} />
        <AdminLoadError
          what="The bargain"
          error={items.error}
          onRetry={() => void items.refetch()}
        />
      </>
    );
  const item = items.data.find((candidate) => String(candidate.id) === id);
  if (!item)
    return (
      <>
        <AdminPageHeader title="Bargain not found" back={back} />
        <Alert severity="warning">There is no such second-hand wing.</Alert>
      </>
    );
  return <BargainEditor key={item.id} item={item} />;
}
