import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductAdmin, VariantAdmin } from '@windfamily/contract/catalog-admin';
import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { isHttpError } from '../../../lib/http';
import { productAdminQuery, useSaveVariant } from '../api';
import { FieldGrid } from '../../../components/backoffice/form-section';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FormMoneyField } from '../components/money-field';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import {
  emptyVariant,
  variantFieldOf,
  variantFormSchema,
  variantFormValues,
  variantPayload,
} from './product-schema';

interface VariantDialogProps {
  product: ProductAdmin;
  /** The variant to change; none: a new one. */
  variant?: VariantAdmin;
  onClose: () => void;
}

/** Adds or changes one variant of a product (its own save, apart from the product's). */
export function VariantDialog({ product, variant, onClose }: VariantDialogProps) {
  const isMobile = useIsMobile();
  const titleId = useId();
  const queryClient = useQueryClient();
  const optionNames = product.option_names;
  const save = useSaveVariant(product.id, variant?.id);
  /** The stock the form started from: sent as `previous_stock` when the stock is changed. */
  const [loadedStock, setLoadedStock] = useState(variant?.stock);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  const form = useForm({
    resolver: zodResolver(variantFormSchema),
    mode: 'onTouched',
    defaultValues: variant
      ? variantFormValues(variant, optionNames)
      : emptyVariant(optionNames, product.variants.length),
  });
  const stockTracked = useWatch({ control: form.control, name: 'stock_tracked' });
  const { isSubmitting, isDirty } = form.formState;
  const showWeightRange =
    product.category === 'wings' ||
    variant?.weight_min_kg != null ||
    variant?.weight_max_kg != null;

  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      const saved = await save.mutateAsync(
        variantPayload(values, optionNames, variant ? loadedStock : undefined),
      );
      toast.success(variant ? `Variant ${saved.name} saved.` : `Variant ${saved.name} added.`);
      onClose();
    } catch (error) {
      if (isHttpError(error, 409)) {
        setConflict(error.publicMessage);
        form.setError('stock', { type: 'server', message: error.publicMessage });
        return;
      }
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, variantFieldOf(optionNames));
    }
  });

  /** After a 409: the variant's stock as it is now, to change it from there. */
  const reloadStock = async () => {
    if (!variant) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({
        ...productAdminQuery(product.id),
        staleTime: 0,
      });
      const now = fresh.variants.find((other) => other.id === variant.id)?.stock ?? 0;
      setLoadedStock(now);
      form.setValue('stock', now, { shouldDirty: true });
      form.clearErrors('stock');
      setConflict(null);
      toast.success(`Stock reloaded: now ${now}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setReloading(false);
    }
  };

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isMobile}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          <DialogTitle id={titleId}>
            {variant ? `Variant ${variant.name}` : `New variant of ${product.name}`}
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <Typography variant="body2" color="text.secondary">
                Prices are net, without VAT.
              </Typography>
              {conflict && (
                <Alert
                  severity="warning"
                  role="alert"
                  action={
                    <Button color="inherit" size="small" onClick={reloadStock} loading={reloading}>
                      Reload stock
                    </Button>
                  }
                >
                  {conflict}
                </Alert>
              )}
              <FormRootError />
              <FieldGrid>
                <FormTextField
                  name="name"
                  label="Name"
                  required
                  autoFocus
                  helperText="e.g. M, or S · Sky"
                />
                <FormTextField
                  name="sku"
                  label="SKU"
                  required
                  helperText="Letters, digits, dots and dashes, e.g. SOPHIE-JOY-M"
                  transform={(text) => text.toUpperCase()}
                />
                {optionNames.map((optionName, index) => (
                  <FormTextField
                    key={optionName}
                    name={`option_values.${index}`}
                    label={optionName}
                    helperText={`The ${optionName.toLowerCase()} of this variant`}
                  />
                ))}
                <FormMoneyField name="net_price" label="Price" required />
                <FormNumberField name="position" label="Position" helperText="Lower comes first" />
              </FieldGrid>
              <FieldGrid>
                <FormSwitch
                  name="stock_tracked"
                  label="Stock tracked"
                  helperText="Off: made to order, never sold out"
                />
                <FormNumberField
                  name="stock"
                  label="Stock"
                  disabled={!stockTracked}
                  helperText={
                    variant && loadedStock !== undefined
                      ? `${loadedStock} when this form was opened`
                      : 'Units on the shelf'
                  }
                />
                <FormNumberField name="shipping_weight_grams" label="Shipping weight" unit="g" />
              </FieldGrid>
              {showWeightRange && (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                    Pilot weight range (all-up)
                  </Typography>
                  <FieldGrid>
                    <FormNumberField name="weight_min_kg" label="Minimum" unit="kg" />
                    <FormNumberField name="weight_max_kg" label="Maximum" unit="kg" />
                  </FieldGrid>
                </Box>
              )}
              <FormSwitch
                name="active"
                label="Active"
                helperText="Off: shown as unavailable, never sold"
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={isSubmitting}
              disabled={variant && !isDirty}
            >
              {variant ? 'Save variant' : 'Add variant'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
