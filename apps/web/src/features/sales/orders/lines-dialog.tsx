import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { MAX_LINE_AMOUNT } from '@windfamily/contract/cart-limits';
import type { Availability, ProductPreview, Variant } from '@windfamily/contract/catalog';
import { formatEuro } from '@windfamily/contract/money';
import type { OrderEditResult, StaffOrder } from '@windfamily/contract/orders';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { FormRootError, FormTextField } from '../../accounts';
import { productQuery, productsQuery } from '../../catalog';
import { useEditOrderLines } from '../api';
import { EditPreview } from '../components/edit-preview';
import { humanize } from '../components/format';
import { OrderDialog, useOrderWriteErrors } from '../components/order-dialog';
import {
  lineFieldOf,
  linesFormSchema,
  linesFormValues,
  linesPayload,
  newLineValues,
  type LineFormValues,
  type LinesFormValues,
} from './lines-form';

/** What staff read about a size: whether it is there, and how many. */
function stockText(availability: Availability): string {
  switch (availability.status) {
    case 'in_stock':
      return `${availability.quantity} in stock`;
    case 'made_to_order':
      return 'made to order';
    case 'sold_out':
      return 'sold out';
    case 'unavailable':
      return 'not available';
  }
}

const variantLabel = (variant: Variant) => `${variant.name} (${stockText(variant.availability)})`;

/** A line's size, from its product's sizes; a product with one size (or gone) shows it only. */
function SizeField({ index, country }: { index: number; country: string }) {
  const { control } = useFormContext<LinesFormValues>();
  const slug = useWatch({ control, name: `lines.${index}.product_slug` });
  const current = useWatch({ control, name: `lines.${index}.variant` });
  const currentName = useWatch({ control, name: `lines.${index}.variant_name` });
  const product = useQuery(productQuery(slug, country));
  const variants = product.data?.variants ?? [];

  if (product.isError)
    return (
      <TextField
        label="Size"
        value={currentName || '–'}
        helperText="The product is no longer in the shop: its size stays."
        slotProps={{ htmlInput: { readOnly: true } }}
        fullWidth
      />
    );
  if (product.isSuccess && variants.length <= 1) return null;
  return (
    <FormSelectField
      name={`lines.${index}.variant`}
      label="Size"
      options={
        product.isSuccess
          ? variants.map((variant) => ({ value: String(variant.id), label: variantLabel(variant) }))
          : [{ value: current, label: currentName }]
      }
      helperText={product.isPending ? 'Loading the sizes…' : undefined}
    />
  );
}

/** One line of the form: its size, amount and price, and a button to remove it. */
function LineFields({
  index,
  order,
  onRemove,
}: {
  index: number;
  order: StaffOrder;
  onRemove: () => void;
}) {
  const { control } = useFormContext<LinesFormValues>();
  const line = useWatch({ control, name: `lines.${index}` });
  const item = line.id === undefined ? undefined : order.items.find((one) => one.id === line.id);
  const headingId = useId();
  const priceNote = item
    ? `${item.amount} × ${formatEuro(item.unit_net)} net as ordered${
        item.price_override_reason === null ? '' : ' (set by hand)'
      }.`
    : "Added here: priced in the order's own prices.";

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {line.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {priceNote}
          </Typography>
        </Box>
        <IconButton aria-label={`Remove ${line.label}`} onClick={onRemove} edge="end">
          <DeleteOutlinedIcon />
        </IconButton>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <SizeField index={index} country={order.pricing.country} />
        <FormNumberField
          name={`lines.${index}.amount`}
          label="Amount"
          required
          slotProps={{ htmlInput: { min: 1, max: MAX_LINE_AMOUNT } }}
        />
      </Box>
      <FormSwitch
        name={`lines.${index}.by_hand`}
        label="Set the net price by hand"
        helperText={
          line.was_by_hand && !line.by_hand
            ? "Goes back to the order's own price."
            : line.by_hand
              ? undefined
              : "Off: the order's own price (price list and promo code as sold)."
        }
      />
      {line.by_hand && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <FormTextField
            name={`lines.${index}.unit_net`}
            label="Net price of one"
            required
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
            }}
          />
          <FormTextField
            name={`lines.${index}.reason`}
            label="Reason"
            required
            helperText="Why this price: shown to staff on the order."
          />
        </Box>
      )}
    </Box>
  );
}

/** Picks a product and one of its sizes, and adds them as a new line. */
function AddLine({ country, onAdd }: { country: string; onAdd: (line: LineFormValues) => void }) {
  const headingId = useId();
  const products = useQuery(productsQuery(undefined, country));
  const [product, setProduct] = useState<ProductPreview | null>(null);
  const detail = useQuery({ ...productQuery(product?.slug ?? '', country), enabled: !!product });
  const [chosen, setChosen] = useState('');
  const [amount, setAmount] = useState('1');
  const variants = detail.data?.slug === product?.slug ? (detail.data?.variants ?? []) : [];
  const variant =
    variants.find((one) => String(one.id) === chosen) ??
    (variants.length === 1 ? variants[0] : undefined);
  const count = Number(amount);
  const amountOk = Number.isInteger(count) && count >= 1 && count <= MAX_LINE_AMOUNT;

  const add = () => {
    if (!product || !variant || !amountOk) return;
    const label = variants.length > 1 ? `${product.name} · ${variant.name}` : product.name;
    onAdd(newLineValues(product.slug, label, variant, count));
    setProduct(null);
    setChosen('');
    setAmount('1');
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        Add a line
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) auto',
          },
          alignItems: 'start',
        }}
      >
        <Autocomplete
          options={products.data?.products ?? []}
          loading={products.isPending}
          value={product}
          onChange={(_event, next) => {
            setProduct(next);
            setChosen('');
          }}
          groupBy={(option) => humanize(option.category)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.slug === value.slug}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              label="Product"
              error={products.isError}
              helperText={products.isError ? 'The products could not be loaded.' : undefined}
            />
          )}
        />
        <TextField
          select
          label="Size"
          value={variant ? String(variant.id) : ''}
          onChange={(event) => setChosen(event.target.value)}
          disabled={!product || variants.length <= 1}
          helperText={product && detail.isPending ? 'Loading the sizes…' : undefined}
        >
          {variants.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {variantLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Amount"
          type="number"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={!amountOk}
          helperText={amountOk ? undefined : `1 to ${MAX_LINE_AMOUNT}`}
          slotProps={{ htmlInput: { min: 1, max: MAX_LINE_AMOUNT, inputMode: 'numeric' } }}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={!variant || !amountOk}
          sx={{ minHeight: 56 }}
        >
          Add line
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Changes the order's lines: amounts, sizes, prices by hand (with their reason), lines
 * removed and added. The server's preview shows the new totals and balance first; Save
 * then writes them, with the order's version (a changed order is refused and read again).
 */
export function LinesDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const edit = useEditOrderLines(order.sale_sequence);
  const form = useForm<LinesFormValues, unknown, LinesFormValues>({
    resolver: zodResolver(linesFormSchema),
    mode: 'onTouched',
    defaultValues: linesFormValues(order),
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [preview, setPreview] = useState<OrderEditResult | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const { isSubmitting, isDirty, errors } = form.formState;

  // Any change makes the preview out of date: it is asked for again before saving.
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => setPreview(null) }),
    [form],
  );
  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [preview]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await edit.mutateAsync({
        payload: linesPayload(values, order.version),
        preview: !preview,
      });
      if (result.change.preview) {
        setPreview(result);
        return;
      }
      toast.success(
        `Order ${order.sale_sequence} saved: the total is now ${formatEuro(result.order.totals.total)}.${
          result.change.reissues_invoice ? ' The invoice was credited and issued again.' : ''
        }`,
      );
      onClose();
    } catch (error) {
      onError(error, (other) => applyServerErrors(other, form.setError, lineFieldOf));
    }
  });

  const linesError = errors.lines?.root?.message ?? errors.lines?.message;

  return (
    <OrderDialog
      title={`Lines of order ${order.sale_sequence}`}
      onClose={onClose}
      busy={isSubmitting}
      onSubmit={(event) => void submit(event)}
      submitLabel={preview ? 'Save' : 'Preview'}
      submitDisabled={!isDirty}
      maxWidth="md"
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Every total is computed again in the order&apos;s own prices: its VAT, price list and
            promo code as sold. Preview the change, then save it.
          </Typography>
          <FormRootError />
          {linesError && (
            <Alert severity="error" role="alert">
              {linesError}
            </Alert>
          )}
          {lines.fields.map((field, index) => (
            <LineFields
              key={field.id}
              index={index}
              order={order}
              onRemove={() => lines.remove(index)}
            />
          ))}
          <AddLine
            country={order.pricing.country}
            onAdd={(line) => lines.append(line, { shouldFocus: false })}
          />
          {preview && (
            <div ref={previewRef}>
              <EditPreview order={order} result={preview} showLines />
            </div>
          )}
        </Stack>
      </FormProvider>
    </OrderDialog>
  );
}
