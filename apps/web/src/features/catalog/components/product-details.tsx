import { Box, Typography } from '@mui/material';
import type { ProductDetail } from '@windfamily/contract/catalog';
import { useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import { SpecsTable } from './specs-table';

/**
 * The description (Markdown) and the specs table side by side from 900 px, stacked below.
 * Both sit below the fold: they render as they near the viewport, after the first screen.
 */
export function ProductDetails({
  product,
  showDescription = true,
}: {
  product: ProductDetail;
  /** Off where the page tells the product's story itself (the promo page). */
  showDescription?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const hasSpecs = product.specs.length > 0;
  const hasDescription = showDescription && product.description.trim() !== '';
  if (!hasSpecs && !hasDescription) return null;
  const pending = <Box sx={{ minHeight: 240 }} />;
  return (
    <Box
      ref={ref}
      sx={{
        display: 'grid',
        gap: { xs: 5, md: 8 },
        gridTemplateColumns: { xs: '1fr', md: hasSpecs && hasDescription ? '6fr 5fr' : '1fr' },
        alignItems: 'start',
      }}
    >
      {hasDescription && (
        <Box component="section" aria-labelledby="product-about" sx={{ maxWidth: 720 }}>
          <Typography id="product-about" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
            {`About the ${product.name}`}
          </Typography>
          {near ? <LazyMarkdown shiftHeadings>{product.description}</LazyMarkdown> : pending}
        </Box>
      )}
      {hasSpecs && (
        <Box component="section" aria-labelledby="product-specs">
          <Typography id="product-specs" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
            Specifications
          </Typography>
          {near ? (
            <SpecsTable specs={product.specs} caption={`Technical data of the ${product.name}`} />
          ) : (
            pending
          )}
        </Box>
      )}
    </Box>
  );
}
