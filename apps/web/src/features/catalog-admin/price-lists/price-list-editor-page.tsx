import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  FormHelperText,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { centsToMoney, formatEuro, moneyToCents } from '@windfamily/contract/money';
import type { PriceList } from '@windfamily/contract/pricing';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { usePriceLists, useProductsAdmin, useSavePriceList } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { FormMoneyField } from '../components/money-field';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { SAVED_STATE, UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { variantChoices, type VariantChoice } from '../components/variant-choices';
import { VariantPicker } from '../components/variant-picker';
import { ADMIN_PATHS } from '../paths';
import {
  emptyPriceList,
  priceListFieldOf,
  priceListFormSchema,
  priceListFormValues,
  type PriceListFormInput,
} from './price-list-schema';

const back = { to: ADMIN_PATHS.priceLists, label: 'All price lists' };

/** The regular net price less the list's percentage. */
const withPercent = (netPrice: string, percent: number) =>
  formatEuro(centsToMoney(Math.round((moneyToCents(netPrice) * (100 - percent)) / 100)));

/** The list's own net prices per variant: they win over its percentage. */
function VariantPrices({ choices, loading }: { choices: VariantChoice[]; loading: boolean }) {
  const { control, getFieldState, formState } = useFormContext<PriceListFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'prices' });
  const percent = useWatch({ control, name: 'percent_off' });
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const listed = new Set(fields.map((field) => field.variant_id));
  const arrayError = getFieldState('prices', formState).error;
  // A new picker after each choice: it starts empty again.
  const [pickerKey, setPickerKey] = useState(0);

  return (
    <Stack spacing={2}>
      {fields.length === 0 ? (
        <Typography color="text.secondary">
          No own prices: every variant costs its regular price less the percentage.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Prices per variant" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {fields.map((field, index) => {
            const choice = byId.get(field.variant_id);
            const rowError = formState.errors.prices?.[index]?.variant_id?.message;
            const name = choice ? choice.label : `Variant ${field.variant_id}`;
            return (
              <Box
                component="li"
                key={field.id}
                aria-label={name}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1fr) 200px auto' },
                  gap: 1.5,
                  alignItems: 'center',
                  py: 1.25,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {choice
                      ? `${choice.variant.sku} · regular ${formatEuro(choice.variant.net_price)}${
                          percent
                            ? ` · with ${percent} % off ${withPercent(choice.variant.net_price, percent)}`
                            : ''
                        }`
                      : loading
                        ? 'Loading…'
                        : 'Not in the catalogue'}
                  </Typography>
                  {rowError && <FormHelperText error>{rowError}</FormHelperText>}
                </Box>
                <Box
                  sx={{ gridColumn: { xs: '1 / 2', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}
                >
                  <FormMoneyField
                    name={`prices.${index}.net_price`}
                    label="Price"
                    size="small"
                    required
                  />
                </Box>
                <Tooltip title="Remove from the list">
                  <IconButton
                    aria-label={`Remove the price of ${name}`}
                    onClick={() => remove(index)}
                    sx={{ gridColumn: { xs: 2, md: 'auto' }, gridRow: { xs: '1 / 3', md: 'auto' } }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            );
          })}
        </Box>
      )}
      {arrayError?.message && <FormHelperText error>{arrayError.message}</FormHelperText>}
      <VariantPicker
        key={pickerKey}
        label="Add a variant"
        choices={choices}
        value={null}
        loading={loading}
        disabledIds={listed}
        onChange={(choice) => {
          if (!choice) return;
          append({ variant_id: choice.id, net_price: '' });
          setPickerKey((key) => key + 1);
        }}
        helperText="Its price field is focused: type the list's net price."
      />
    </Stack>
  );
}

function PriceListEditor({ list }: { list: PriceList | undefined }) {
  const navigate = useNavigate();
  const products = useProductsAdmin();
  const save = useSavePriceList(list?.id);
  const form = useForm({
    resolver: zodResolver(priceListFormSchema),
    // Checked on submit (then on every change): a row just added is not wrong yet.
    mode: 'onSubmit',
    defaultValues: list ? priceListFormValues(list) : emptyPriceList(),
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(priceListFormValues(saved));
      toast.success(`Price list ${saved.name} saved.`);
      if (!list) {
        await navigate(ADMIN_PATHS.priceList(saved.id), { replace: true, state: SAVED_STATE });
      }
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, priceListFieldOf);
    }
  });

  return (
    <>
      <AdminPageHeader
        title={list ? list.name : 'New price list'}
        subtitle="Reseller prices: a percentage off the net prices, and own net prices per variant that win over it."
        back={back}
      />
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <Stack spacing={3}>
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={submit} aria-label="Price list">
            <Stack spacing={3}>
              <FormRootError />
              <FormSection title="Price list">
                <FieldGrid columns={3}>
                  <FormTextField name="name" label="Name" required />
                  <FormNumberField
                    name="percent_off"
                    label="Percent off"
                    unit="%"
                    decimal
                    helperText="Off every net price; 0: none"
                  />
                  <FormSwitch
                    name="active"
                    label="Active"
                    helperText="Off: its accounts see the shop's prices"
                  />
                </FieldGrid>
              </FormSection>
              <FormSection
                title="Own prices per variant"
                description="Net prices; they replace the percentage for these variants."
              >
                {products.isError ? (
                  <AdminLoadError
                    what="The products"
                    error={products.error}
                    onRetry={() => void products.refetch()}
                  />
                ) : (
                  <VariantPrices
                    choices={variantChoices(products.data ?? [])}
                    loading={products.isPending}
                  />
                )}
              </FormSection>
            </Stack>
            <SaveBar
              isNew={!list}
              dirty={isDirty}
              saving={isSubmitting}
              label={list ? 'Save price list' : 'Create price list'}
            />
          </Box>
        </FormProvider>
        {list && (
          <FormSection
            title="Accounts with this list"
            description={
              <>
                Set an account&apos;s price list under{' '}
                <Link component={RouterLink} to={ADMIN_PATHS.accountPricing}>
                  Accounts&apos; pricing
                </Link>
                .
              </>
            }
          >
            {list.accounts.length === 0 ? (
              <Typography color="text.secondary">No account has this list yet.</Typography>
            ) : (
              <List dense disablePadding aria-label={`Accounts with ${list.name}`}>
                {list.accounts.map((account) => (
                  <ListItem key={account.id} disableGutters divider>
                    <ListItemText
                      primary={
                        <Link
                          component={RouterLink}
                          to={`${ADMIN_PATHS.accountPricing}?kind=customers&search=${encodeURIComponent(account.email)}`}
                        >
                          {account.email}
                        </Link>
                      }
                      secondary={account.name || undefined}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </FormSection>
        )}
      </Stack>
    </>
  );
}

/** /backoffice/price-lists/new and /backoffice/price-lists/:id. */
export default function PriceListEditorPage() {
  const { id = '' } = useParams();
  const lists = usePriceLists();
  if (id === 'new') return <PriceListEditor key="new" list={undefined} />;
  if (lists.isPending)
    return (
      <>
        <AdminPageHeader title="Price list" back={back} />
        <FormSkeleton />
      </>
    );
  if (lists.isError)
    return (
      <>
        <AdminPageHeader title="Price list" back={back} />
        <AdminLoadError
          what="The price list"
          error={lists.error}
          onRetry={() => void lists.refetch()}
        />
      </>
    );
  const list = lists.data.find((candidate) => String(candidate.id) === id);
  if (!list)
    return (
      <>
        <AdminPageHeader title="Price list not found" back={back} />
        <Alert severity="warning">There is no such price list.</Alert>
      </>
    );
  return <PriceListEditor key={list.id} list={list} />;
}
