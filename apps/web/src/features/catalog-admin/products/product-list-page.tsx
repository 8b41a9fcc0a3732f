import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Chip,
  InputAdornment,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ProductAdmin } from '@windfamily/contract/catalog-admin';
import { centsToMoney, formatEuro, moneyToCents } from '@windfamily/contract/money';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCategories } from '../../catalog';
import { useProductsAdmin } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { ActiveChip } from '../components/status-chip';
import { Thumbnail } from '../../../components/backoffice/thumbnail';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { isCatalogueProduct } from '../components/variant-choices';
import { ADMIN_PATHS } from '../paths';

/** "3 825 € – 4 290 €" over the variants' net prices. */
function priceRange(product: ProductAdmin): string {
  if (product.variants.length === 0) return '–';
  const cents = product.variants.map((variant) => moneyToCents(variant.net_price));
  const low = Math.min(...cents);
  const high = Math.max(...cents);
  return low === high
    ? formatEuro(centsToMoney(low))
    : `${formatEuro(centsToMoney(low))} – ${formatEuro(centsToMoney(high))}`;
}

/** "12 in stock · 2 sold out", "Made to order", or both. */
function stockSummary(product: ProductAdmin): string {
  const tracked = product.variants.filter((variant) => variant.stock_tracked);
  const parts: string[] = [];
  if (tracked.length) {
    parts.push(`${tracked.reduce((sum, variant) => sum + variant.stock, 0)} in stock`);
    const soldOut = tracked.filter((variant) => variant.stock === 0).length;
    if (soldOut) parts.push(`${soldOut} sold out`);
  }
  if (tracked.length < product.variants.length) parts.push('made to order');
  const text = parts.join(' · ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : '–';
}

const listPicture = (product: ProductAdmin) =>
  product.images.find((image) => image.id === product.thumbnail_id) ?? product.images[0];

const matches = (product: ProductAdmin, search: string) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [product.name, product.slug, ...product.variants.map((variant) => variant.sku)]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
};

/** /backoffice/products: every product, inactive ones greyed, filtered by category and a search. */
export default function ProductListPage() {
  const products = useProductsAdmin();
  const isMobile = useIsMobile();
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const search = params.get('q') ?? '';

  const setFilter = (key: 'category' | 'q', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const categoryName = (slug: string) =>
    categories.data?.categories.find((candidate) => candidate.slug === slug)?.name ?? slug;

  const all = (products.data ?? []).filter(isCatalogueProduct);
  const shown = all.filter(
    (product) => (!category || product.category === category) && matches(product, search),
  );

  const columns: DataColumn<ProductAdmin>[] = [
    {
      key: 'category',
      label: 'Category',
      card: 'inline',
      render: (product) => categoryName(product.category),
    },
    {
      key: 'active',
      label: 'Active',
      card: 'inline',
      render: (product) => <ActiveChip active={product.active} />,
    },
    {
      key: 'new',
      label: 'New',
      card: 'inline',
      render: (product) =>
        product.new ? (
          <Chip label="New" size="small" color="secondary" />
        ) : isMobile ? null : (
          <span aria-label="No">–</span>
        ),
    },
    {
      key: 'variants',
      label: 'Variants',
      align: 'right',
      render: (product) =>
        product.variants.filter((variant) => variant.active).length === product.variants.length
          ? product.variants.length
          : `${product.variants.length} (${product.variants.filter((variant) => variant.active).length} active)`,
    },
    { key: 'price', label: 'Net price', align: 'right', render: priceRange },
    { key: 'stock', label: 'Stock', render: stockSummary },
  ];

  return (
    <>
      <AdminPageHeader
        title="Products"
        subtitle="Wings, fashion, addons and goodies. Prices are net."
        actions={
          <Button
            component={RouterLink}
            to={
              category ? `${ADMIN_PATHS.newProduct}?category=${category}` : ADMIN_PATHS.newProduct
            }
            variant="contained"
            startIcon={<AddIcon />}
          >
            New product
          </Button>
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2 }}
        role="search"
        aria-label="Filter products"
      >
        <TextField
          label="Search"
          placeholder="Name, address or SKU"
          value={search}
          onChange={(event) => setFilter('q', event.target.value)}
          size="small"
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { type: 'search' },
          }}
        />
        <TextField
          select
          label="Category"
          value={category}
          onChange={(event) => setFilter('category', event.target.value)}
          size="small"
          sx={{ minWidth: 200 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">All categories</MenuItem>
          {(categories.data?.categories ?? []).map((option) => (
            <MenuItem key={option.slug} value={option.slug}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {products.isPending ? (
        <ListSkeleton />
      ) : products.isError ? (
        <AdminLoadError
          what="The products"
          error={products.error}
          onRetry={() => void products.refetch()}
        />
      ) : all.length === 0 ? (
        <AdminEmptyState title="No products yet">
          <Button
            component={RouterLink}
            to={ADMIN_PATHS.newProduct}
            variant="contained"
            startIcon={<AddIcon />}
          >
            Create the first product
          </Button>
        </AdminEmptyState>
      ) : shown.length === 0 ? (
        <AdminEmptyState title="No product matches">
          <Button onClick={() => setParams({}, { replace: true })}>Clear the filters</Button>
        </AdminEmptyState>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {shown.length === all.length
              ? `${all.length} products`
              : `${shown.length} of ${all.length} products`}
          </Typography>
          <DataList
            label="Products"
            rows={shown}
            rowKey={(product) => product.id}
            media={(product) => <Thumbnail image={listPicture(product)} alt="" />}
            title={{
              key: 'name',
              label: 'Product',
              render: (product) => (
                <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
                  <span>{product.name}</span>
                  <Typography component="span" variant="caption" color="text.secondary">
                    {product.slug}
                  </Typography>
                </Box>
              ),
            }}
            columns={columns}
            inactive={(product) => !product.active}
            href={(product) => ADMIN_PATHS.product(product.id)}
          />
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Second-hand wings are kept under{' '}
        <Link component={RouterLink} to={ADMIN_PATHS.bargains}>
          Bargains
        </Link>
        .
      </Typography>
    </>
  );
}
