import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Container, Typography } from '@mui/material';
import type { Category, Pricing, ProductPreview } from '@windfamily/contract/catalog';
import { Link as RouterLink, useParams } from 'react-router';
import NotFoundPage from '../../../components/not-found-page';
import { isHttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCategories, useProducts } from '../api';
import { EmptyState, LoadError } from '../../../components/load-states';
import { PageHeader } from '../components/page-header';
import { PageTitle } from '../components/page-title';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { CountryPriceButton, VatNote } from '../../cart';

/** /store/categories/{slug?}: one category's products, or every category in turn. */
export default function CategoryPage() {
  const { slug } = useParams();
  return slug ? <CategoryProducts key={slug} slug={slug} /> : <AllCategories />;
}

const countText = (count: number) => (count === 1 ? '1 product' : `${count} products`);

const titleCase = (slug: string) =>
  slug.charAt(0).toUpperCase() + slug.slice(1).replace(/[-_]/g, ' ');

/** What the list's prices include and their country, once for the page, above the cards. */
function PriceNote({ pricing, count }: { pricing: Pricing; count?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: 3,
      }}
    >
      {count ? (
        <Typography variant="body2" color="text.secondary">
          {count}
        </Typography>
      ) : (
        <span />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <VatNote pricing={pricing} sx={{ fontSize: '0.875rem' }} />
        <CountryPriceButton />
      </Box>
    </Box>
  );
}

function CategoryProducts({ slug }: { slug: string }) {
  const products = useProducts(slug);
  const categories = useCategories();
  const category = categories.data?.categories.find((entry) => entry.slug === slug);
  const name = category?.name ?? titleCase(slug);

  const unknown =
    isHttpError(products.error, 404) || (categories.isSuccess && category === undefined);
  if (unknown) return <NotFoundPage />;

  return (
    <>
      <PageTitle title={name} />
      <PageHeader title={name} intro={category?.description} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {products.data && products.data.products.length > 0 && (
          <PriceNote
            pricing={products.data.pricing}
            count={countText(products.data.products.length)}
          />
        )}
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : products.isError ? (
          <LoadError what={`the ${name.toLowerCase()}`} onRetry={() => void products.refetch()} />
        ) : products.data.products.length === 0 ? (
          <EmptyState title={`No ${name.toLowerCase()} for sale right now`}>
            New products are on their way. Have a look at our other categories in the meantime.
          </EmptyState>
        ) : (
          <ProductGrid
            products={products.data.products}
            // The first card is what a phone shows first (the server preloads its picture);
            // the others load as they come into view, not against it.
            priorityCount={1}
            headingLevel="h2"
            label={name}
          />
        )}
      </Container>
    </>
  );
}

function AllCategories() {
  usePageTitle('Products');
  const products = useProducts();
  const categories = useCategories();
  const failed = products.isError || categories.isError;
  const retry = () => {
    if (products.isError) void products.refetch();
    if (categories.isError) void categories.refetch();
  };

  return (
    <>
      <PageHeader
        title="Products"
        intro="Wings made to order, and everything a pilot needs around them."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {products.data && products.data.products.length > 0 && (
          <PriceNote pricing={products.data.pricing} />
        )}
        {failed ? (
          <LoadError what="our products" onRetry={retry} />
        ) : !products.data || !categories.data ? (
          <ProductGridSkeleton />
        ) : products.data.products.length === 0 ? (
          <EmptyState title="No products for sale right now">
            Please come back soon: new wings are on their way.
          </EmptyState>
        ) : (
          categories.data.categories.map((category, index) => (
            <CategorySection
              key={category.slug}
              category={category}
              products={products.data.products.filter((p) => p.category === category.slug)}
              first={index === 0}
            />
          ))
        )}
      </Container>
    </>
  );
}

function CategorySection({
  category,
  products,
  first,
}: {
  category: Category;
  products: ProductPreview[];
  first: boolean;
}) {
  if (products.length === 0) return null;
  const headingId = `category-${category.slug}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 6, md: 8 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 1,
          mb: 3,
        }}
      >
        <Box>
          <Typography id={headingId} variant="h2" sx={{ color: 'primary.main' }}>
            {category.name}
          </Typography>
          <Typography color="text.secondary">{category.description}</Typography>
        </Box>
        <Button
          component={RouterLink}
          to={`/store/categories/${category.slug}`}
          endIcon={<ArrowForwardIcon />}
        >
          {`All ${category.name.toLowerCase()}`}
        </Button>
      </Box>
      <ProductGrid products={products} priorityCount={first ? 1 : 0} label={category.name} />
    </Box>
  );
}
