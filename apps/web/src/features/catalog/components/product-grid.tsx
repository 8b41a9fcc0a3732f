import { Box } from '@mui/material';
import type { ProductPreview } from '@windfamily/contract/catalog';
import { ProductCard, ProductCardSkeleton } from './product-card';

const gridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

interface ProductGridProps {
  products: ProductPreview[];
  /** How many of the first cards load their pictures first (above the fold). */
  priorityCount?: number;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}

/** Product cards in a responsive grid: one column on phones, two on tablets, three from 900 px. */
export function ProductGrid({
  products,
  priorityCount = 0,
  headingLevel,
  label,
}: ProductGridProps) {
  return (
    <Box component="ul" sx={gridSx} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard
            product={product}
            priority={index < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Box>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box sx={gridSx} role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </Box>
  );
}
