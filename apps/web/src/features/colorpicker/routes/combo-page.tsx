import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { Box, Button, Container, Link, Paper, Skeleton, Typography } from '@mui/material';
import { productPath } from '@windfamily/contract/catalog-paths';
import { useEffect, useId } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import NotFoundPage from '../../../components/not-found-page';
import { formatDate, parseApiDate } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { LoadError } from '../../../components/load-states';
import { PageTitle } from '../../catalog/components/page-title';
import { useCombo, usePickerModel } from '../api';
import { ComboPicture } from '../components/combo-picture';
import { OrderComboForm } from '../components/order-combo-form';
import { ShareLink } from '../components/share-link';
import { ZoneColorsTable } from '../components/zone-colors-table';
import { ORDER_SECTION_ID, pickerCopyPath } from '../paths';

function ComboSkeleton() {
  return (
    <Box role="status" aria-label="Loading the design">
      <Skeleton width="50%" sx={{ fontSize: '2.4rem' }} />
      <Skeleton width="30%" sx={{ mb: 2 }} />
      <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
    </Box>
  );
}

/**
 * /colorpicker/combo/:slug: a saved design, for anyone with its link: its picture, model,
 * date and colours per zone, the wing to order in it, and a copy to open in the picker.
 */
export default function ComboPage() {
  const { slug = '' } = useParams();
  const query = useCombo(slug);
  const combo = query.data;
  const model = usePickerModel(combo?.product.slug ?? '', combo !== undefined);
  const colorsId = useId();
  const orderId = useId();
  const { hash } = useLocation();
  const loaded = combo !== undefined;

  // Arriving at #order (My Colors' "Order"): the order section comes into view once drawn.
  useEffect(() => {
    if (loaded && hash === `#${ORDER_SECTION_ID}`) {
      document.getElementById(ORDER_SECTION_ID)?.scrollIntoView?.({ block: 'start' });
    }
  }, [loaded, hash]);
  if (isHttpError(query.error, 404)) return <NotFoundPage />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={combo ? `${combo.name} · ${combo.product.name}` : 'Colour design'} />
      {!combo && query.isError ? (
        <LoadError what="this design" onRetry={() => void query.refetch()} />
      ) : !combo ? (
        <ComboSkeleton />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 0.5 }}>
              {combo.name}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {'A colour design for the '}
              <Link component={RouterLink} to={productPath(combo.product)}>
                {combo.product.name}
              </Link>
              {', saved on '}
              <time dateTime={combo.created}>{formatDate(parseApiDate(combo.created))}</time>
            </Typography>
            <Box sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: '#f0f4f7', mb: 3 }}>
              <ComboPicture combo={combo} priority />
            </Box>
            <Typography id={colorsId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
              Colours per zone
            </Typography>
            <ZoneColorsTable colors={combo.colors} detail={model.data} labelledBy={colorsId} />
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Paper
              component="section"
              id={ORDER_SECTION_ID}
              variant="outlined"
              aria-labelledby={orderId}
              sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
            >
              <Typography id={orderId} variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
                Order this wing
              </Typography>
              <OrderComboForm productSlug={combo.product.slug} comboSlug={combo.slug} />
            </Paper>
            <Box>
              <Button
                component={RouterLink}
                to={pickerCopyPath(combo.product.slug, combo.slug)}
                variant="outlined"
                startIcon={<PaletteOutlinedIcon />}
              >
                Open a copy in the picker
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Change its colours and save them as a design of your own.
              </Typography>
            </Box>
            <ShareLink path={combo.public_link} />
          </Box>
        </Box>
      )}
    </Container>
  );
}
