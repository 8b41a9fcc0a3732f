import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Typography } from '@mui/material';
import type { ProductAdmin, VariantAdmin } from '@windfamily/contract/catalog-admin';
import { formatEuro } from '@windfamily/contract/money';
import { useState } from 'react';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { FormSection } from '../../../components/backoffice/form-section';
import { AdminEmptyState } from '../../../components/backoffice/load-states';
import { ActiveChip } from '../components/status-chip';
import { VariantDialog } from './variant-dialog';

const stockText = (variant: VariantAdmin) =>
  variant.stock_tracked
    ? variant.stock > 0
      ? `${variant.stock} in stock`
      : 'Sold out'
    : 'Made to order';

/** The product's variants (saved one by one): a table with an editor dialog per variant. */
export function VariantsCard({ product }: { product: ProductAdmin | undefined }) {
  const [editing, setEditing] = useState<VariantAdmin | 'new' | null>(null);

  if (!product)
    return (
      <FormSection title="Variants">
        <Typography color="text.secondary">
          Save the product first; then add its variants (sizes, colours) here.
        </Typography>
      </FormSection>
    );

  const wings = product.category === 'wings';
  const columns: DataColumn<VariantAdmin>[] = [
    ...product.option_names.map((optionName) => ({
      key: `option-${optionName}`,
      label: optionName,
      render: (variant: VariantAdmin) => variant.options[optionName] ?? '–',
    })),
    { key: 'sku', label: 'SKU', render: (variant) => variant.sku },
    {
      key: 'price',
      label: 'Net price',
      align: 'right',
      render: (variant) => formatEuro(variant.net_price),
    },
    {
      key: 'stock',
      label: 'Stock',
      render: (variant) => (
        <Typography
          component="span"
          variant="body2"
          color={variant.stock_tracked && variant.stock === 0 ? 'error' : undefined}
        >
          {stockText(variant)}
        </Typography>
      ),
    },
    {
      key: 'weight',
      label: 'Weight',
      align: 'right',
      render: (variant) => `${(variant.shipping_weight_grams / 1000).toLocaleString('en-GB')} kg`,
    },
    ...(wings || product.variants.some((variant) => variant.weight_min_kg !== null)
      ? [
          {
            key: 'range',
            label: 'Pilot weight',
            render: (variant: VariantAdmin) =>
              variant.weight_min_kg !== null && variant.weight_max_kg !== null
                ? `${variant.weight_min_kg}–${variant.weight_max_kg} kg`
                : '–',
          },
        ]
      : []),
    { key: 'active', label: 'Active', render: (variant) => <ActiveChip active={variant.active} /> },
    { key: 'position', label: 'Position', align: 'right', render: (variant) => variant.position },
  ];

  return (
    <FormSection
      title="Variants"
      description="Each variant is saved on its own. Prices are net."
      actions={
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing('new')}>
          Add variant
        </Button>
      }
    >
      {product.variants.length === 0 ? (
        <AdminEmptyState title="No variants yet">
          A product is sold through its variants: add at least one.
        </AdminEmptyState>
      ) : (
        <DataList
          label={`Variants of ${product.name}`}
          rows={product.variants}
          rowKey={(variant) => variant.id}
          title={{ key: 'name', label: 'Variant', render: (variant) => variant.name }}
          columns={columns}
          inactive={(variant) => !variant.active}
          actions={(variant) => (
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={() => setEditing(variant)}
              aria-label={`Edit variant ${variant.name}`}
            >
              Edit
            </Button>
          )}
        />
      )}
      {editing && (
        <VariantDialog
          key={editing === 'new' ? 'new' : editing.id}
          product={product}
          variant={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </FormSection>
  );
}
