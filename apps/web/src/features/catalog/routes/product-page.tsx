import { Box, Breadcrumbs, Button, Container, Link, Skeleton, Typography } from '@mui/material';
import { productPath, type ProductDetail } from '@windfamily/contract/catalog';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import NotFoundPage from '../../../components/not-found-page';
import { isHttpError } from '../../../lib/http';
import { tryWingPath } from '../../logistics';
import { useProduct } from '../api';
import { LoadError } from '../../../components/load-states';
import { NewBadge } from '../components/new-badge';
import { PageTitle } from '../components/page-title';
import { ProductDetails } from '../components/product-details';
import { ProductGallery } from '../components/product-gallery';
import { PurchasePanel } from '../components/purchase-panel';

const titleCase = (slug: string) =>
  slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** /store/products/{category_slug}/{product_slug}. */
export default function ProductPage() {
  const { category = '', slug = '' } = useParams();
  const query = useProduct(slug);
  const product = query.data;

  if (isHttpError(query.error, 404)) return <NotFoundPage />;
  // A product reached under another category's path moves to its real address.
  if (product && product.category !== category) {
    return <Navigate to={productPath(product)} replace />;
  }

  return (
    <Container
      maxWidth="lg"
      sx={{ px: { xs: 0, md: 3 }, pt: { xs: 0, md: 3 }, pb: { xs: 6, md: 10 } }}
    >
      <PageTitle title={product?.name ?? titleCase(slug)} />
      {query.isError ? (
        <Box sx={{ px: 2 }}>
          <LoadError what="this product" onRetry={() => void query.refetch()} />
        </Box>
      ) : product ? (
        <ProductView key={product.slug} product={product} />
      ) : (
        <ProductSkeleton />
      )}
    </Container>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  return (
    <>
      <Breadcrumbs
        aria-label="Breadcrumb"
        sx={{ px: { xs: 2, md: 0 }, py: { xs: 1.5, md: 0 }, mb: { md: 2.5 }, fontSize: '0.9rem' }}
      >
        <Link component={RouterLink} to="/store/categories" color="inherit">
          Shop
        </Link>
        <Link component={RouterLink} to={`/store/categories/${product.category}`} color="inherit">
          {product.category_name}
        </Link>
        <Typography
          component="span"
          color="text.primary"
          aria-current="page"
          sx={{ fontSize: 'inherit' }}
        >
          {product.name}
        </Typography>
      </Breadcrumbs>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          gap: { xs: 3, md: 6 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0, position: { md: 'sticky' }, top: { md: 88 } }}>
          <ProductGallery images={product.images} name={product.name} />
        </Box>
        <Box sx={{ px: { xs: 2, md: 0 } }}>
          {product.new && <NewBadge sx={{ mb: 1.5 }} />}
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2.1rem', md: '2.6rem' }, fontWeight: 800, lineHeight: 1.1 }}
          >
            {product.name}
          </Typography>
          <Typography
            sx={{ mt: 1, mb: 3, fontSize: { xs: '1.1rem', md: '1.2rem' }, color: 'text.secondary' }}
          >
            {product.slogan}
          </Typography>
          <PurchasePanel product={product} />
          {product.category === 'wings' && (
            <Button
              component={RouterLink}
              to={tryWingPath(product.slug)}
              variant="outlined"
              sx={{ mt: 2 }}
            >
              Try our Wings: ask for a demo {product.name}
            </Button>
          )}
        </Box>
      </Box>
      <Box sx={{ px: { xs: 2, md: 0 }, mt: { xs: 6, md: 10 } }}>
        <ProductDetails product={product} />
      </Box>
    </>
  );
}

function ProductSkeleton() {
  return (
    <Box
      role="status"
      aria-label="Loading product"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
        gap: { xs: 3, md: 6 },
        mt: { md: 5 },
      }}
    >
      <Skeleton
        variant="rectangular"
        sx={{ aspectRatio: '16 / 10', height: 'auto', borderRadius: { md: 3 } }}
      />
      <Box sx={{ px: { xs: 2, md: 0 } }}>
        <Skeleton width="70%" sx={{ fontSize: '2.6rem' }} />
        <Skeleton width="90%" />
        <Skeleton width="40%" sx={{ fontSize: '1.75rem', mt: 3 }} />
        <Skeleton variant="rounded" height={140} sx={{ mt: 3 }} />
        <Skeleton variant="rounded" height={48} sx={{ mt: 3 }} />
      </Box>
    </Box>
  );
}
