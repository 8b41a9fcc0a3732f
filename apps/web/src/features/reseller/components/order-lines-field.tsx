import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, Typography } from '@mui/material';
import { MAX_LINE_AMOUNT } from '@windfamily/contract/cart-limits';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import type { ResellerCatalog } from '@windfamily/contract/reseller';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { FormSelectField, type SelectOption } from '../../../components/backoffice/select-field';
import { availabilityText } from '../../catalog';
import { emptyLine, MAX_LINES, type OrderFormValues } from './order-form-values';

type Product = ResellerCatalog['products'][number];

/** One line: product, variant and amount, what one costs the reseller, and a way to remove it. */
function LineFields({
  index,
  products,
  productOptions,
  onRemove,
}: {
  index: number;
  products: Product[];
  productOptions: SelectOption[];
  onRemove?: () => void;
}) {
  const { control, setValue, getFieldState, formState } = useFormContext<OrderFormValues>();
  const [slug, variantId, amount] = useWatch({
    control,
    name: [`lines.${index}.product`, `lines.${index}.product_variant`, `lines.${index}.amount`],
  });
  const product = products.find((entry) => entry.slug === slug);
  const variant = product?.variants.find((entry) => String(entry.id) === variantId);
  const number = index + 1;

  /** A new product: its only variant is taken at once, else the reseller picks one. */
  const productChosen = (next: string) => {
    const variants = products.find((entry) => entry.slug === next)?.variants ?? [];
    const only = variants.length === 1 ? String(variants[0]!.id) : '';
    const { isTouched, invalid } = getFieldState(`lines.${index}.product_variant`);
    setValue(`lines.${index}.product_variant`, only, {
      shouldValidate: formState.isSubmitted || isTouched || invalid,
    });
  };

  const lineNet =
    variant && typeof amount === 'number' && amount > 0
      ? formatEuro((moneyToCents(variant.net) * amount) / 100)
      : null;

  return (
    <Box
      component="li"
      aria-label={`Item ${number}`}
      sx={{
        listStyle: 'none',
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) 88px auto',
          md: 'minmax(0, 1fr) minmax(0, 1fr) 88px auto',
        },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <FormSelectField
          name={`lines.${index}.product`}
          label="Product"
          required
          options={productOptions}
          onValueChange={productChosen}
        />
      </Box>
      <FormSelectField
        name={`lines.${index}.product_variant`}
        label="Variant"
        required
        disabled={!product}
        options={(product?.variants ?? []).map((entry) => ({
          value: String(entry.id),
          label: `${entry.name} · ${formatEuro(entry.net)}`,
        }))}
      />
      <FormNumberField
        name={`lines.${index}.amount`}
        label="Amount"
        required
        slotProps={{ htmlInput: { min: 1, max: MAX_LINE_AMOUNT } }}
      />
      <IconButton
        aria-label={`Remove item ${number}`}
        onClick={onRemove}
        disabled={!onRemove}
        sx={{ mt: 1 }}
      >
        <DeleteOutlineIcon />
      </IconButton>
      {variant && (
        <Box
          sx={{
            gridColumn: '1 / -1',
            mt: -1,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {`Your price ${formatEuro(variant.net)} net (list ${formatEuro(variant.list_net)})`}
            {' · '}
            {availabilityText(variant.availability)}
          </Typography>
          {lineNet && (
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {`${lineNet} net`}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The order's lines from the reseller's catalogue, at their prices; at least one. */
export function OrderLinesField({ catalog }: { catalog: ResellerCatalog }) {
  const { control, formState } = useFormContext<OrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const productOptions = catalog.products.map((product) => ({
    value: product.slug,
    label: product.name,
  }));
  const listError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;

  return (
    <>
      <Box component="ol" aria-label="Items" sx={{ m: 0, p: 0, mt: -2 }}>
        {fields.map((field, index) => (
          <LineFields
            key={field.id}
            index={index}
            products={catalog.products}
            productOptions={productOptions}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </Box>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(emptyLine())}
        disabled={fields.length >= MAX_LINES}
        sx={{ mt: 1 }}
      >
        Add item
      </Button>
    </>
  );
}
