import { Box, Button, Container, Skeleton } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageHeader } from '../../catalog';
import { EmptyState, LoadError } from '../../../components/load-states';
import { usePickerModels } from '../api';
import { ModelCard } from '../components/model-card';

const WINGS_PATH = '/store/categories/wings';

const gridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

function ModelsSkeleton() {
  return (
    <Box sx={gridSx} role="status" aria-label="Loading the wings">
      {[0, 1, 2].map((key) => (
        <Box key={key}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <Skeleton width="60%" sx={{ fontSize: '1.4rem', mt: 1.5 }} />
          <Skeleton width="90%" />
          <Skeleton width="40%" />
        </Box>
      ))}
    </Box>
  );
}

/** /colorpicker: the wings whose colours can be designed, each leading to its picker. */
export default function ColorpickerIndexPage() {
  usePageTitle('Customize your Wing');
  const models = usePickerModels();
  return (
    <>
      <PageHeader
        title="Customize your Wing"
        intro="Every wing is sewn to order: choose a model, design its colours, save them and order it in your colours."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {models.isPending ? (
          <ModelsSkeleton />
        ) : models.isError ? (
          <LoadError what="the wings" onRetry={() => void models.refetch()} />
        ) : models.data.length === 0 ? (
          <EmptyState title="No wing to customize at the moment">
            Our wings in their standard colours are in the shop.
            <Button
              component={RouterLink}
              to={WINGS_PATH}
              sx={{ display: 'block', mx: 'auto', mt: 1 }}
            >
              See our wings
            </Button>
          </EmptyState>
        ) : (
          <Box component="ul" sx={gridSx} aria-label="Wings to customize">
            {models.data.map((model, index) => (
              <li key={model.slug}>
                <ModelCard model={model} priority={index === 0} />
              </li>
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
