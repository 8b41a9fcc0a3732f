import AirIcon from '@mui/icons-material/Air';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import TimelineIcon from '@mui/icons-material/Timeline';
import { Box, Button, Container, Skeleton, Typography } from '@mui/material';
import type { ProductDetail } from '@windfamily/contract/catalog';
import { formatEuro } from '@windfamily/contract/money';
import NotFoundPage from '../../../components/not-found-page';
import { isHttpError } from '../../../lib/http';
import { useProduct } from '../api';
import { keyFiguresOf } from '../components/key-figures';
import { LoadError } from '../../../components/load-states';
import { NewBadge } from '../components/new-badge';
import { PageTitle } from '../components/page-title';
import { ProductDetails } from '../components/product-details';
import { ProductGallery } from '../components/product-gallery';
import { ProductPicture } from '../components/product-picture';
import { PurchasePanel } from '../components/purchase-panel';

/** The wing this page sells. */
export const PROMO_PRODUCT_SLUG = 'sophie-joy';
const ORDER_ID = 'order';
/** Below the hero picture on phones; the picture fades into it. */
const HERO_GROUND = '#0a2a3f';

const FEATURES = [
  {
    Icon: AirIcon,
    title: 'Shark nose and rods',
    text: 'The leading edge keeps its shape at full speed bar, so the glide stays clean when you push on into a headwind.',
  },
  {
    Icon: TimelineIcon,
    title: 'Three lines, less drag',
    text: 'A three-line layout with unsheathed upper lines turns less drag into more glide: more kilometres out of every climb.',
  },
  {
    Icon: ShieldOutlinedIcon,
    title: 'Calm when it gets rough',
    text: 'It stays above your head and tells you what the air does, without nervous movements. Light brakes at first, firm at the end: you always know where the stall is.',
  },
];

/** /promo/sophie2025: the landing page of the new Sophie Joy. */
export default function SophiePromoPage() {
  const query = useProduct(PROMO_PRODUCT_SLUG);
  const product = query.data;

  if (isHttpError(query.error, 404)) return <NotFoundPage />;
  return (
    <>
      <PageTitle title={product ? `${product.name}, our new high B` : 'Sophie Joy'} />
      {query.isError ? (
        <Container maxWidth="lg" sx={{ py: 6 }}>
          <LoadError what="the Sophie Joy" onRetry={() => void query.refetch()} />
        </Container>
      ) : product ? (
        <Promo product={product} />
      ) : (
        <PromoSkeleton />
      )}
    </>
  );
}

function Promo({ product }: { product: ProductDetail }) {
  const hero = product.images[0] ?? product.thumbnail;
  const figures = keyFiguresOf(product.specs);
  // To the order panel, the keyboard's focus in its first field (the all-up weight).
  const scrollToOrder = () => {
    const order = document.getElementById(ORDER_ID);
    order?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }); // (absent in jsdom)
    order?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      <Box
        component="section"
        aria-labelledby="promo-title"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          minHeight: { md: '78vh' },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          color: '#ffffff',
          bgcolor: HERO_GROUND,
        }}
      >
        {/* Phones see the whole picture above the text; wide screens behind it. */}
        {hero && (
          <Box
            sx={{
              position: { xs: 'relative', md: 'absolute' },
              inset: { md: 0 },
              aspectRatio: { xs: `${hero.width} / ${hero.height}`, md: 'auto' },
            }}
          >
            <ProductPicture
              image={hero}
              alt=""
              sizes="100vw"
              priority
              sx={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: '50% 0%' }}
            />
          </Box>
        )}
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            background: {
              xs: `linear-gradient(to top, ${HERO_GROUND} 0%, ${HERO_GROUND} 45%, rgba(10, 42, 63, 0) 62%)`,
              md: 'linear-gradient(to top, rgba(4, 22, 35, 0.85) 0%, rgba(4, 22, 35, 0.45) 40%, rgba(4, 22, 35, 0) 70%)',
            },
          }}
        />
        <Container
          maxWidth="lg"
          sx={{ position: 'relative', mt: { xs: -6, md: 0 }, pb: { xs: 5, md: 9 } }}
        >
          <NewBadge sx={{ mb: 2 }} />
          <Typography
            id="promo-title"
            variant="h1"
            sx={{
              fontSize: { xs: '3rem', md: '5rem' },
              fontWeight: 800,
              lineHeight: 1,
              letterSpacing: '0.01em',
              textShadow: '0 2px 18px rgba(0, 0, 0, 0.4)',
            }}
          >
            {product.name}
          </Typography>
          <Typography
            sx={{
              mt: 2,
              maxWidth: 620,
              fontSize: { xs: '1.2rem', md: '1.5rem' },
              fontWeight: 500,
              textShadow: '0 1px 10px rgba(0, 0, 0, 0.5)',
            }}
          >
            {product.slogan}
          </Typography>
          <Box
            sx={{
              mt: 3.5,
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { sm: 'center' },
              gap: 2,
            }}
          >
            <Button
              variant="contained"
              color="secondary"
              size="large"
              onClick={scrollToOrder}
              endIcon={<ArrowDownwardIcon />}
            >
              Find your size
            </Button>
            {product.price_from && (
              <Typography sx={{ fontSize: '1.1rem', textShadow: '0 1px 8px rgba(0, 0, 0, 0.5)' }}>
                {'from '}
                <Box component="strong" sx={{ fontSize: '1.35rem' }}>
                  {formatEuro(product.price_from)}
                </Box>
                {`, made to order in ${product.lead_time_weeks} weeks`}
              </Typography>
            )}
          </Box>
        </Container>
      </Box>

      <Container
        component="section"
        maxWidth="md"
        aria-labelledby="promo-story"
        sx={{ py: { xs: 6, md: 10 } }}
      >
        <Typography
          id="promo-story"
          variant="h2"
          sx={{
            color: 'primary.main',
            fontSize: { xs: '1.9rem', md: '2.4rem' },
            mb: 3,
            textAlign: 'center',
          }}
        >
          Made for the long days
        </Typography>
        <Box
          sx={{
            fontSize: { xs: '1.05rem', md: '1.15rem' },
            lineHeight: 1.75,
            color: 'text.secondary',
            '& p': { my: 2 },
          }}
        >
          <p>
            Some days the sky asks you to go far. Sophie Joy is the wing we always wanted for those
            days: the glide of a sports wing with the calm of a school wing above your head. It is
            our new high B, for pilots who fly fifty hours a year or more and want to spend them
            going places, not taming their wing.
          </p>
          <p>
            It rises straight overhead even in a light breeze, so the day starts relaxed. In the
            thermal it climbs willingly; on the glide it stays quiet and lets you work the speed bar
            while you read the sky ahead. When the air turns rough, it tells you what is going on
            without drama, and lets you keep your head free for the next decision.
          </p>
          <p>
            Each one is sewn to order in our workshop, in your size and in the colours you design
            yourself in our colour picker.
          </p>
        </Box>
        <Box
          component="blockquote"
          sx={{
            m: 0,
            mt: 5,
            textAlign: 'center',
            fontSize: { xs: '1.35rem', md: '1.6rem' },
            fontWeight: 600,
            color: 'primary.main',
            lineHeight: 1.4,
          }}
        >
          “I flew my first 100 km triangle on it, and landed grinning.”
          <Box
            component="footer"
            sx={{ mt: 1, fontSize: '1rem', fontWeight: 400, color: 'text.secondary' }}
          >
            — one of our test pilots
          </Box>
        </Box>
      </Container>

      <Box
        component="section"
        aria-labelledby="promo-features"
        sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}
      >
        <Container maxWidth="lg">
          <Typography
            id="promo-features"
            variant="h2"
            sx={{
              textAlign: 'center',
              mb: { xs: 4, md: 6 },
              fontSize: { xs: '1.7rem', md: '2rem' },
            }}
          >
            What makes it fly
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {FEATURES.map(({ Icon, title, text }) => (
              <Box key={title} sx={{ textAlign: { md: 'center' }, px: { md: 2 } }}>
                <Box
                  sx={{
                    display: 'inline-flex',
                    p: 1.5,
                    mb: 2,
                    borderRadius: '50%',
                    bgcolor: 'rgba(194, 65, 12, 0.1)',
                    color: 'secondary.main',
                  }}
                >
                  <Icon aria-hidden="true" />
                </Box>
                <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      {figures.length > 0 && (
        <Box
          component="section"
          aria-labelledby="promo-figures"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}
        >
          <Container maxWidth="lg">
            <Typography
              id="promo-figures"
              variant="h2"
              sx={{
                fontSize: '1.2rem',
                fontWeight: 600,
                opacity: 0.85,
                mb: 3,
                textAlign: 'center',
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
              }}
            >
              {`${product.name} in figures`}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: { xs: 3, md: 4 },
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${figures.length}, 1fr)` },
                textAlign: 'center',
              }}
            >
              {figures.map((figure) => (
                <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                  <Box component="dt" sx={{ opacity: 0.8, mt: 0.5 }}>
                    {figure.label}
                  </Box>
                  <Box
                    component="dd"
                    sx={{
                      m: 0,
                      fontSize: { xs: '1.7rem', md: '2.4rem' },
                      fontWeight: 800,
                      lineHeight: 1.1,
                    }}
                  >
                    {figure.value}
                  </Box>
                </Box>
              ))}
            </Box>
          </Container>
        </Box>
      )}

      <Container
        component="section"
        id={ORDER_ID}
        maxWidth="lg"
        aria-labelledby="promo-order"
        sx={{ py: { xs: 6, md: 10 }, px: { xs: 0, md: 3 }, scrollMarginTop: 72 }}
      >
        <Typography
          id="promo-order"
          variant="h2"
          sx={{
            px: { xs: 2, md: 0 },
            mb: { xs: 3, md: 5 },
            fontSize: { xs: '1.8rem', md: '2.2rem' },
          }}
        >
          Find your size and order
        </Typography>
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
            <PurchasePanel product={product} />
          </Box>
        </Box>
        <Box sx={{ px: { xs: 2, md: 0 }, mt: { xs: 6, md: 10 } }}>
          <ProductDetails product={product} showDescription={false} />
        </Box>
      </Container>
    </>
  );
}

function PromoSkeleton() {
  return (
    <Box role="status" aria-label="Loading Sophie Joy">
      <Skeleton variant="rectangular" sx={{ height: { xs: '72vh', md: '78vh' } }} />
    </Box>
  );
}
