import { Box, Button, Container, Typography, useMediaQuery, type Theme } from '@mui/material';
import { MAIN_PAGE_SLUG } from '@windfamily/contract/api-paths';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNavbarTransparencyOverride } from '../../../app/navbar-transparency';
import { WingLogo } from '../../../components/wing-logo';
import { appConfig } from '../../../lib/app-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { HeroLandscape, HeroParaglider } from '../components/hero-landscape';
import { HeroVideo } from '../components/hero-video';
import { PageBlocks } from '../../content';
import { OurWingsSection } from '../components/our-wings-section';

/** SPEC.md section 9: how much of the hero must show for the navbar to stay transparent. */
export const HERO_THRESHOLD_MOBILE = 0;
export const HERO_THRESHOLD_DESKTOP = 0.1;

/** The navbar is transparent while the hero is in view; the override ends with the page. */
function useTransparentNavbarWhileVisible(ref: RefObject<HTMLElement | null>) {
  const setTransparent = useNavbarTransparencyOverride();
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  useEffect(() => {
    const hero = ref.current;
    if (!hero || typeof IntersectionObserver === 'undefined') return;
    const threshold = isMobile ? HERO_THRESHOLD_MOBILE : HERO_THRESHOLD_DESKTOP;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setTransparent(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      { threshold },
    );
    observer.observe(hero);
    return () => observer.disconnect();
  }, [ref, isMobile, setTransparent]);
}

export default function HomePage() {
  usePageTitle('Home');
  const heroRef = useRef<HTMLElement>(null);
  const [videoPlaying, setVideoPlaying] = useState(false);
  useTransparentNavbarWhileVisible(heroRef);
  const { brand } = appConfig;

  return (
    <>
      <Box
        component="section"
        ref={heroRef}
        aria-labelledby="hero-title"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          minHeight: { xs: '86vh', md: '92vh' },
          display: 'flex',
          alignItems: 'flex-end',
          color: '#ffffff',
          bgcolor: '#0a3a5a',
        }}
      >
        <HeroLandscape />
        {!videoPlaying && <HeroParaglider />}
        <HeroVideo onPlaying={() => setVideoPlaying(true)} />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            background:
              'linear-gradient(to top, rgba(4, 22, 35, 0.7) 0%, rgba(4, 22, 35, 0.25) 45%, rgba(4, 22, 35, 0) 70%)',
          }}
        />
        <Container maxWidth="lg" sx={{ position: 'relative', pb: { xs: 7, md: 11 } }}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 2.5,
              maxWidth: 620,
              alignItems: { xs: 'center', md: 'flex-start' },
              textAlign: { xs: 'center', md: 'left' },
              mx: { xs: 'auto', md: 0 },
            }}
          >
            <WingLogo size={88} sx={{ color: '#ffffff' }} />
            <Typography
              id="hero-title"
              variant="h1"
              sx={{
                fontSize: { xs: '2.6rem', md: '4rem' },
                fontWeight: 800,
                letterSpacing: '0.02em',
                lineHeight: 1.05,
                textShadow: '0 2px 16px rgba(0, 0, 0, 0.35)',
              }}
            >
              {brand}
            </Typography>
            <Typography
              sx={{
                fontSize: { xs: '1.15rem', md: '1.4rem' },
                fontWeight: 500,
                textShadow: '0 1px 10px rgba(0, 0, 0, 0.45)',
              }}
            >
              Paragliding wings made by pilots, for pilots.
            </Typography>
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 1.5,
                pt: 1,
                width: { xs: '100%', sm: 'auto' },
              }}
            >
              <Button
                component={RouterLink}
                to="/store/categories/wings"
                variant="contained"
                color="secondary"
                size="large"
              >
                Discover our Wings
              </Button>
              <Button
                component={RouterLink}
                to="/colorpicker"
                variant="outlined"
                size="large"
                sx={{
                  color: '#ffffff',
                  borderColor: 'rgba(255, 255, 255, 0.8)',
                  '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255, 255, 255, 0.1)' },
                }}
              >
                Customize your Wing
              </Button>
            </Box>
          </Box>
        </Container>
      </Box>
      <Container
        component="section"
        maxWidth="md"
        aria-labelledby="welcome-title"
        sx={{ py: { xs: 6, md: 9 }, textAlign: 'center' }}
      >
        <Typography id="welcome-title" variant="h2" sx={{ color: 'primary.main', mb: 3 }}>
          {`Welcome to the ${brand}`}
        </Typography>
        <Typography
          sx={{
            fontSize: { xs: '1.05rem', md: '1.15rem' },
            lineHeight: 1.7,
            color: 'text.secondary',
          }}
        >
          We are a small team of pilots who design, test and build paragliding wings in Europe.
          Every wing is made to order: in the size that fits your take-off weight and in the colours
          you choose in our colour picker. Whether you are taking your first flights, hiking up to
          launch or chasing cross-country kilometres, we build your wing and look after you as part
          of the family.
        </Typography>
      </Container>
      <PageBlocks slug={MAIN_PAGE_SLUG} />
      <OurWingsSection />
    </>
  );
}
