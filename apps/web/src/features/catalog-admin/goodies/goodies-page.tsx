import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { GoodieAdmin } from '@windfamily/contract/catalog-admin';
import { goodiePayloadSchema } from '@windfamily/contract/catalog-admin';
import { formatEuro } from '@windfamily/contract/money';
import { useId, useState } from 'react';
import { FormProvider, useController, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormRootError, errorMessage } from '../../accounts';
import { useGoodiesAdmin, useProductsAdmin, useSaveGoodie } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { intField, moneyField } from '../../../components/backoffice/form-schemas';
import { FieldGrid } from '../../../components/backoffice/form-section';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { FormMoneyField } from '../components/money-field';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { ActiveChip } from '../components/status-chip';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { variantChoices, type VariantChoice } from '../components/variant-choices';
import { VariantPicker } from '../components/variant-picker';

const goodieFormSchema = z.object({
  variant_id: goodiePayloadSchema.shape.variant_id
    .nullable()
    .refine((id) => id !== null, 'choose a variant'),
  reduced_price: moneyField,
  active: z.boolean(),
  position: intField(0, 10_000),
});
type GoodieFormInput = z.input<typeof goodieFormSchema>;

const goodieFieldOf = fieldMapper<GoodieFormInput>({
  fields: ['variant_id', 'reduced_price', 'active', 'position'],
});

function VariantField({
  choices,
  taken,
  loading,
}: {
  choices: VariantChoice[];
  taken: Set<number>;
  loading: boolean;
}) {
  const { field, fieldState } = useController<GoodieFormInput, 'variant_id'>({
    name: 'variant_id',
  });
  return (
    <VariantPicker
      label="Product and variant"
      choices={choices}
      value={choices.find((choice) => choice.id === field.value) ?? null}
      onChange={(choice) => field.onChange(choice?.id ?? null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabledIds={taken}
      loading={loading}
      error={fieldState.error?.message}
      helperText="Variants that are goodies already cannot be chosen again."
    />
  );
}

function GoodieDialog({
  goodie,
  goodies,
  onClose,
}: {
  goodie: GoodieAdmin | undefined;
  goodies: GoodieAdmin[];
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const titleId = useId();
  const products = useProductsAdmin();
  const save = useSaveGoodie(goodie?.id);
  const form = useForm({
    resolver: zodResolver(goodieFormSchema),
    mode: 'onTouched',
    defaultValues: goodie
      ? {
          variant_id: goodie.variant_id,
          reduced_price: goodie.reduced_price,
          active: goodie.active,
          position: goodie.position,
        }
      : { variant_id: null, reduced_price: '', active: true, position: goodies.length },
  });
  const { isSubmitting } = form.formState;
  const choices = variantChoices(products.data ?? []);
  const taken = new Set(
    goodies.filter((other) => other.id !== goodie?.id).map((other) => other.variant_id),
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(`Goodie ${saved.product_name} · ${saved.variant_name} saved.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, goodieFieldOf);
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
          <DialogTitle id={titleId}>
            {goodie ? `Goodie ${goodie.product_name} · ${goodie.variant_name}` : 'New goodie'}
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <Typography variant="body2" color="text.secondary">
                A goodie is offered at a reduced price together with a wing. Prices are net.
              </Typography>
              <FormRootError />
              {products.isError ? (
                <AdminLoadError
                  what="The products"
                  error={products.error}
                  onRetry={() => void products.refetch()}
                />
              ) : (
                <VariantField choices={choices} taken={taken} loading={products.isPending} />
              )}
              <FieldGrid>
                <FormMoneyField
                  name="reduced_price"
                  label="Reduced price"
                  required
                  helperText="With a wing; below its own price"
                />
                <FormNumberField name="position" label="Position" helperText="Lower comes first" />
              </FieldGrid>
              <FormSwitch name="active" label="Active" helperText="Off: not offered with wings" />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {goodie ? 'Save goodie' : 'Add goodie'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}

const columns: DataColumn<GoodieAdmin>[] = [
  {
    key: 'net',
    label: 'Net price',
    align: 'right',
    render: (goodie) => formatEuro(goodie.net_price),
  },
  {
    key: 'reduced',
    label: 'With a wing (net)',
    align: 'right',
    render: (goodie) => (
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 700, color: 'secondary.main' }}
      >
        {formatEuro(goodie.reduced_price)}
      </Typography>
    ),
  },
  {
    key: 'active',
    label: 'Active',
    card: 'inline',
    render: (goodie) => <ActiveChip active={goodie.active} />,
  },
  { key: 'position', label: 'Position', align: 'right', render: (goodie) => goodie.position },
];

/** /backoffice/goodies: the goodies offered with a wing, and a dialog to add or change one. */
export default function GoodiesPage() {
  const goodies = useGoodiesAdmin();
  const [editing, setEditing] = useState<GoodieAdmin | 'new' | null>(null);

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing('new')}
      disabled={!goodies.data}
    >
      New goodie
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Goodies"
        subtitle="Small things offered at a reduced price together with a wing. Prices are net."
        actions={addButton}
      />
      {goodies.isPending ? (
        <ListSkeleton rows={4} />
      ) : goodies.isError ? (
        <AdminLoadError
          what="The goodies"
          error={goodies.error}
          onRetry={() => void goodies.refetch()}
        />
      ) : goodies.data.length === 0 ? (
        <AdminEmptyState title="No goodies yet">
          Offer a sticker set or a mug at a lower price with every wing.
          <br />
          {addButton}
        </AdminEmptyState>
      ) : (
        <DataList
          label="Goodies"
          rows={goodies.data}
          rowKey={(goodie) => goodie.id}
          title={{
            key: 'name',
            label: 'Product · variant',
            render: (goodie) => `${goodie.product_name} · ${goodie.variant_name}`,
          }}
          columns={columns}
          inactive={(goodie) => !goodie.active}
          actions={(goodie) => (
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={() => setEditing(goodie)}
              aria-label={`Edit goodie ${goodie.product_name} · ${goodie.variant_name}`}
            >
              Edit
            </Button>
          )}
        />
      )}
      {editing && goodies.data && (
        <GoodieDialog
          goodie={editing === 'new' ? undefined : editing}
          goodies={goodies.data}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
