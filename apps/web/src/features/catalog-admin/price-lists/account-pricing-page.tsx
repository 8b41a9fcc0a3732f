import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { accountPricingPayloadSchema } from '@windfamily/contract/pricing';
import type { AccountPricing, PriceList } from '@windfamily/contract/pricing';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { useAccountPricing, usePriceLists, useSaveAccountPricing, type AccountKind } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { SearchField } from '../../../components/backoffice/list-filters';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { ListPaging } from '../../../components/backoffice/paged-list';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useListParams } from '../../../components/backoffice/use-list-params';

const pricingFormSchema = z.object({
  price_list_id: z.string(),
  vat_id: accountPricingPayloadSchema.shape.vat_id,
});
type PricingFormInput = z.input<typeof pricingFormSchema>;
const pricingFieldOf = fieldMapper<PricingFormInput>({ fields: ['price_list_id', 'vat_id'] });

function PricingDialog({
  account,
  priceLists,
  onClose,
}: {
  account: AccountPricing;
  priceLists: PriceList[];
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const titleId = useId();
  const save = useSaveAccountPricing(account.id);
  const form = useForm({
    resolver: zodResolver(pricingFormSchema),
    mode: 'onTouched',
    defaultValues: {
      price_list_id: account.price_list_id === null ? '' : String(account.price_list_id),
      vat_id: account.vat_id,
    },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ price_list_id, vat_id }) => {
    try {
      await save.mutateAsync({
        price_list_id: price_list_id === '' ? null : Number(price_list_id),
        vat_id,
      });
      toast.success(`Terms of ${account.email} saved.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, pricingFieldOf);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isMobile}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {`Terms of ${account.name || account.email}`}
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <Typography variant="body2" color="text.secondary">
                {account.email}
                {account.country ? ` · ${account.country.toUpperCase()}` : ''}
                {account.is_reseller ? ' · reseller' : ''}. The terms apply from the account&apos;s
                next page view.
              </Typography>
              <FormRootError />
              <FormSelectField
                name="price_list_id"
                label="Price list"
                emptyLabel="None: the shop's prices"
                options={priceLists.map((list) => ({
                  value: String(list.id),
                  label: `${list.name} (${list.percent_off} % off${list.active ? '' : ', inactive'})`,
                }))}
              />
              <FormTextField
                name="vat_id"
                label="VAT id"
                helperText="e.g. ATU12345678. With one, a business outside the shop's country pays no VAT (reverse charge)."
                transform={(text) => text.toUpperCase()}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              Save terms
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}

/** Which accounts (the resellers unless `customers`) and the search, as the address keeps them. */
const FILTERS = { kind: ['customers'], search: 'text' } as const;

/** /backoffice/account-pricing: find resellers or any account and set their price list and VAT id. */
export default function AccountPricingPage() {
  const list = useListParams(FILTERS);
  const { filters, page } = list;
  const kind: AccountKind = filters.kind || 'resellers';
  const accounts = useAccountPricing(kind, filters.search, page);
  const priceLists = usePriceLists();
  const [editing, setEditing] = useState<AccountPricing | null>(null);

  const listName = (id: number | null) =>
    id === null
      ? null
      : (priceLists.data?.find((priceList) => priceList.id === id)?.name ?? `List ${id}`);

  const columns: DataColumn<AccountPricing>[] = [
    { key: 'name', label: 'Name', render: (account) => account.name || '–' },
    {
      key: 'country',
      label: 'Country',
      render: (account) => account.country?.toUpperCase() ?? '–',
    },
    {
      key: 'reseller',
      label: 'Reseller',
      card: 'inline',
      render: (account) =>
        account.is_reseller ? (
          <Chip label="Reseller" size="small" color="primary" variant="outlined" />
        ) : null,
    },
    {
      key: 'list',
      label: 'Price list',
      render: (account) =>
        listName(account.price_list_id) ?? (
          <Typography component="span" variant="body2" color="text.secondary">
            Shop prices
          </Typography>
        ),
    },
    { key: 'vat', label: 'VAT id', render: (account) => account.vat_id || '–' },
  ];

  return (
    <>
      <AdminPageHeader title="Accounts' pricing" subtitle="Each account's price list and VAT id." />
      <Tabs
        value={kind}
        onChange={(_, value: AccountKind) =>
          list.setFilter('kind', value === 'resellers' ? '' : value)
        }
        aria-label="Which accounts"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="resellers" label="Resellers" />
        <Tab value="customers" label="All accounts" />
      </Tabs>
      <Box role="search" sx={{ mb: 2 }}>
        <SearchField
          placeholder="Part of the e-mail, name or company"
          value={list.text('search')}
          onChange={(value) => list.setText('search', value)}
          sx={{ width: { xs: '100%', sm: 360 } }}
        />
      </Box>
      {accounts.isPending ? (
        <ListSkeleton />
      ) : accounts.isError ? (
        <AdminLoadError
          what="The accounts"
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      ) : accounts.data.results.length === 0 ? (
        <AdminEmptyState
          title={filters.search ? `No account matches “${filters.search}”` : 'No accounts here yet'}
        >
          {kind === 'resellers' ? 'Reseller accounts are marked by an administrator.' : undefined}
        </AdminEmptyState>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {`${accounts.data.count} account${accounts.data.count === 1 ? '' : 's'}`}
          </Typography>
          <Box sx={{ height: 4, mb: 0.5 }}>
            {accounts.isPlaceholderData && <LinearProgress aria-label="Loading" />}
          </Box>
          <DataList
            label="Accounts"
            rows={accounts.data.results}
            rowKey={(account) => account.id}
            title={{ key: 'email', label: 'E-mail', render: (account) => account.email }}
            columns={columns}
            actions={(account) => (
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                onClick={() => setEditing(account)}
                disabled={!priceLists.data}
                aria-label={`Edit the terms of ${account.email}`}
              >
                Edit
              </Button>
            )}
          />
          <ListPaging data={accounts.data} page={page} onPage={list.setPage} />
        </>
      )}
      {editing && priceLists.data && (
        <PricingDialog
          account={editing}
          priceLists={priceLists.data}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
