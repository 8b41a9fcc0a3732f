import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import {
  EU_VAT_ID_FORMATS,
  normaliseVatId,
  resellerPayloadSchema,
  vatIdProblem,
  type Customer,
  type Reseller,
} from '@windfamily/contract/customers';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { errorMessage, FormRootError, FormTextField } from '../../accounts';
import { usePriceLists } from '../../catalog-admin';
import { useUpdateReseller } from '../api';

/** The terms as the form holds them: the price list's id as text, '' for none. */
const termsFormSchema = (country: string | null) =>
  z
    .object({
      company: resellerPayloadSchema.shape.company,
      vat_id: z.string().max(40, 'at most 40 characters!'),
      price_list_id: z.string(),
      is_reseller: z.boolean(),
    })
    // The server's own check: the VAT id in the format of the address's country.
    .superRefine((values, ctx) => {
      const problem = vatIdProblem(normaliseVatId(values.vat_id), country);
      if (problem) ctx.addIssue({ code: 'custom', path: ['vat_id'], message: problem });
    });
type TermsFormInput = z.input<ReturnType<typeof termsFormSchema>>;

const termsFieldOf = fieldMapper<TermsFormInput>({
  fields: ['company', 'vat_id', 'price_list_id', 'is_reseller'],
});

const termsValues = (account: Customer, isReseller: boolean): TermsFormInput => ({
  company: account.company,
  vat_id: account.vat_id,
  price_list_id: account.price_list ? String(account.price_list.id) : '',
  is_reseller: isReseller,
});

/** What a VAT id of the account's country looks like. */
const vatHint = (country: string | null): string => {
  const format = country ? EU_VAT_ID_FORMATS[country] : undefined;
  return format
    ? `${format.shape}, e.g. ${format.example}. With one, a business in another EU country pays no VAT (reverse charge).`
    : 'Outside the EU the number only appears on the invoice. Leave it empty for none.';
};

/**
 * The form of an account's reseller terms (company, VAT id, price list, reseller or not) and
 * its save; `onSaved` gets the account as it is now.
 */
export function useTermsForm(
  account: Customer,
  {
    makeReseller = false,
    onSaved,
  }: { makeReseller?: boolean; onSaved?: (saved: Reseller) => void },
) {
  const update = useUpdateReseller(account.id);
  const country = account.address?.country ?? null;
  const form = useForm({
    resolver: zodResolver(termsFormSchema(country)),
    mode: 'onTouched',
    defaultValues: termsValues(account, makeReseller || account.groups.is_reseller),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        company: values.company,
        vat_id: normaliseVatId(values.vat_id),
        price_list_id: values.price_list_id === '' ? null : Number(values.price_list_id),
        is_reseller: values.is_reseller,
      });
      form.reset(termsValues(saved, saved.groups.is_reseller));
      const who = saved.company || saved.email;
      toast.success(
        saved.groups.is_reseller === account.groups.is_reseller
          ? `The terms of ${who} were saved.`
          : saved.groups.is_reseller
            ? `${who} is now a reseller.`
            : `${who} is no longer a reseller.`,
      );
      onSaved?.(saved);
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, termsFieldOf);
    }
  });

  return { form, submit };
}

/** The fields of the terms form (inside its FormProvider). */
export function TermsFields({
  account,
  showSwitch,
}: {
  account: Customer;
  /** Whether the account is a reseller at all; off when the form makes one. */
  showSwitch: boolean;
}) {
  const priceLists = usePriceLists();
  const current = account.price_list;
  const options = priceLists.data
    ? priceLists.data.map((list) => ({
        value: String(list.id),
        label: `${list.name} (${list.percent_off} % off${list.active ? '' : ', inactive'})`,
      }))
    : current
      ? [{ value: String(current.id), label: current.name }]
      : [];
  const country = account.address?.country ?? null;

  return (
    <Stack spacing={2.5}>
      <FormRootError />
      <FormTextField name="company" label="Company" autoComplete="off" />
      <FormTextField
        name="vat_id"
        label="VAT id"
        autoComplete="off"
        helperText={vatHint(country)}
        transform={(text) => text.toUpperCase()}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <FormSelectField
        name="price_list_id"
        label="Price list"
        emptyLabel="None: the shop's prices"
        options={options}
        helperText={
          priceLists.isError
            ? 'The price lists could not be loaded: only the current one can be kept.'
            : "The account's own prices instead of the shop's."
        }
      />
      {showSwitch && (
        <FormSwitch
          name="is_reseller"
          label="Reseller"
          helperText="Off: a customer like any other, without the reseller area."
        />
      )}
    </Stack>
  );
}
