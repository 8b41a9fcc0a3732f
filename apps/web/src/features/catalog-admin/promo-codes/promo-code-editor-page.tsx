import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Autocomplete,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import type { PromoCodeAdmin } from '@windfamily/contract/pricing';
import { FormProvider, useController, useForm, useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { useCategories } from '../../catalog';
import { usePromoCodes, useProductsAdmin, useSavePromoCode } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { FormMoneyField } from '../components/money-field';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { SAVED_STATE, UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { isCatalogueProduct } from '../components/variant-choices';
import { ADMIN_PATHS } from '../paths';
import {
  emptyPromoCode,
  promoCodeFieldOf,
  promoCodeFormSchema,
  promoCodeFormValues,
  type PromoCodeFormInput,
} from './promo-code-schema';

const back = { to: ADMIN_PATHS.promoCodes, label: 'All promo codes' };

/** What the code gives: a percentage or an amount, with the matching value field. */
function BenefitFields() {
  const { control } = useFormContext<PromoCodeFormInput>();
  const { field } = useController({ control, name: 'kind' });
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="promo-kind-label">The code gives</FormLabel>
        <RadioGroup
          row
          aria-labelledby="promo-kind-label"
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
        >
          <FormControlLabel value="percent" control={<Radio />} label="A percentage off" />
          <FormControlLabel value="amount" control={<Radio />} label="An amount off" />
        </RadioGroup>
      </FormControl>
      <FieldGrid>
        {field.value === 'percent' ? (
          <FormNumberField
            key="percent"
            name="percent_off"
            label="Percent off"
            unit="%"
            decimal
            required
            helperText="Off the items it applies to, e.g. 10"
          />
        ) : (
          <FormMoneyField
            key="amount"
            name="amount_off"
            label="Amount off (incl. VAT)"
            net={false}
            required
            helperText="Off what the customer pays, at most what the items cost"
          />
        )}
        <FormMoneyField
          name="min_order_value"
          label="Minimum order value (incl. VAT)"
          net={false}
          helperText="What the items must cost together; empty: none"
        />
      </FieldGrid>
    </Stack>
  );
}

/** Which categories and products the code applies to; none chosen: the whole cart. */
function ScopeFields() {
  const { control } = useFormContext<PromoCodeFormInput>();
  const categories = useCategories();
  const products = useProductsAdmin();
  const chosenCategories = useController({ control, name: 'categories' });
  const chosenProducts = useController({ control, name: 'products' });
  const categoryValues = chosenCategories.field.value;
  const productOptions = (products.data ?? []).filter(isCatalogueProduct);
  const productValues = chosenProducts.field.value;

  return (
    <Stack spacing={2.5}>
      <FormControl component="fieldset" error={chosenCategories.fieldState.invalid}>
        <FormLabel component="legend">Categories</FormLabel>
        <FormGroup row>
          {(categories.data?.categories ?? []).map((category) => (
            <FormControlLabel
              key={category.slug}
              label={category.name}
              control={
                <Checkbox
                  checked={categoryValues.includes(category.slug)}
                  onChange={(event) =>
                    chosenCategories.field.onChange(
                      event.target.checked
                        ? [...categoryValues, category.slug]
                        : categoryValues.filter((slug) => slug !== category.slug),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {chosenCategories.fieldState.error?.message ??
            (categories.isError
              ? 'The categories could not be loaded.'
              : 'Every product of a chosen category.')}
        </FormHelperText>
      </FormControl>
      <Autocomplete
        multiple
        options={productOptions.map((product) => product.slug)}
        value={productValues}
        loading={products.isPending}
        onChange={(_, next) => chosenProducts.field.onChange(next)}
        getOptionLabel={(slug) =>
          productOptions.find((product) => product.slug === slug)?.name ?? slug
        }
        groupBy={(slug) => productOptions.find((product) => product.slug === slug)?.category ?? ''}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            label="Products"
            inputRef={chosenProducts.field.ref}
            error={chosenProducts.fieldState.invalid}
            helperText={
              chosenProducts.fieldState.error?.message ??
              'Products besides those categories. No category and no product: the whole cart.'
            }
          />
        )}
      />
    </Stack>
  );
}

function PromoCodeEditor({ code }: { code: PromoCodeAdmin | undefined }) {
  const navigate = useNavigate();
  const save = useSavePromoCode(code?.id);
  const form = useForm({
    resolver: zodResolver(promoCodeFormSchema),
    mode: 'onTouched',
    defaultValues: code ? promoCodeFormValues(code) : emptyPromoCode(),
  });
  const { isDirty, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: 'code' });

  const submit = form.handleSubmit(async (payload) => {
    try {
      const saved = await save.mutateAsync(payload);
      form.reset(promoCodeFormValues(saved));
      toast.success(`${saved.code} ${code ? 'saved' : 'created'}.`);
      if (!code) {
        await navigate(ADMIN_PATHS.promoCodes, { replace: true, state: SAVED_STATE });
      }
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, promoCodeFieldOf);
    }
  });

  return (
    <>
      <AdminPageHeader
        title={code ? code.code : 'New promo code'}
        subtitle={
          code
            ? `Used ${code.used_count} time${code.used_count === 1 ? '' : 's'} so far.`
            : 'A code customers enter in the cart.'
        }
        back={back}
      />
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Promo code">
          <Stack spacing={3}>
            <FormRootError />
            <FormSection title="Code">
              <FieldGrid>
                <FormTextField
                  name="code"
                  label="Code"
                  required
                  helperText={`2 to 40 letters, digits, - or _; its page: /store/promocode/${typed || '{code}'}`}
                />
                <FormSwitch name="active" label="Active" helperText="Off: the code is refused" />
              </FieldGrid>
              <Box sx={{ mt: 2 }}>
                <FormTextField
                  name="description"
                  label="Description"
                  multiline
                  minRows={2}
                  helperText="Shown to customers, e.g. 15 % off every wing until the end of March."
                />
              </Box>
            </FormSection>
            <FormSection title="What it gives">
              <BenefitFields />
            </FormSection>
            <FormSection title="Applies to">
              <ScopeFields />
            </FormSection>
            <FormSection
              title="Validity and limits"
              description="Times are in your time zone; empty: no limit."
            >
              <FieldGrid>
                <FormTextField
                  name="valid_from"
                  label="Valid from"
                  type="datetime-local"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField
                  name="valid_until"
                  label="Valid until"
                  type="datetime-local"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormNumberField
                  name="max_uses"
                  label="Uses at most"
                  helperText="By everyone together"
                />
                <FormNumberField name="max_uses_per_account" label="Uses per account at most" />
              </FieldGrid>
            </FormSection>
          </Stack>
          <SaveBar
            isNew={!code}
            dirty={isDirty}
            saving={isSubmitting}
            label={code ? 'Save promo code' : 'Create promo code'}
          />
        </Box>
      </FormProvider>
    </>
  );
}

/** /backoffice/promocodes/new and /backoffice/promocodes/:id. */
export default function PromoCodeEditorPage() {
  const { id = '' } = useParams();
  const codes = usePromoCodes();
  if (id === 'new') return <PromoCodeEditor key="new" code={undefined} />;
  if (codes.isPending)
    return (
      <>
        <AdminPageHeader title="Promo code" back={back} />
        <FormSkeleton cards={3} />
      </>
    );
  if (codes.isError)
    return (
      <>
        <AdminPageHeader title="Promo code" back={back} />
        <AdminLoadError
          what="The promo code"
          error={codes.error}
          onRetry={() => void codes.refetch()}
        />
      </>
    );
  const code = codes.data.find((candidate) => String(candidate.id) === id);
  if (!code)
    return (
      <>
        <AdminPageHeader title="Promo code not found" back={back} />
        <Alert severity="warning">There is no such promo code.</Alert>
      </>
    );
  return <PromoCodeEditor key={code.id} code={code} />;
}
