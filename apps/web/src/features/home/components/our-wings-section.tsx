import { Box, Container, Typography } from '@mui/material';
import { Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { EXPECTED_WINGS, TILE_TEXT_HEIGHT, wingTileSx, wingsGridSx } from './our-wings-layout';
import { lazy } from '../../../lib/lazy';

// The list (catalogue query, pictures, masks) is its own chunk: the section sits below the
// hero, so it loads as it nears the viewport and adds nothing to the first page.
const OurWingsList = lazy(() => import('./our-wings-list'));

function Placeholder() {
  return (
    <Box sx={wingsGridSx} aria-hidden="true">
      {Array.from({ length: EXPECTED_WINGS }, (_, index) => (
        <Box key={index} sx={wingTileSx}>
          <Box
            sx={{ aspectRatio: '1 / 1', borderRadius: '50%', bgcolor: 'rgba(11, 61, 92, 0.05)' }}
          />
          <Box sx={{ height: TILE_TEXT_HEIGHT }} />
        </Box>
      ))}
    </Box>
  );
}

/** 'Our Wings': the wing models, each linking to its product page (SPEC.md "Home page"). */
export function OurWingsSection() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);

  return (
    <Box
      component="section"
      ref={ref}
      aria-labelledby="our-wings-title"
      sx={{ bgcolor: 'background.paper', py: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id="our-wings-title"
          variant="h2"
          sx={{ color: 'primary.main', textAlign: 'center', mb: { xs: 4, md: 6 } }}
        >
          Our Wings
        </Typography>
        {near ? (
          <Suspense fallback={<Placeholder />}>
            <OurWingsList placeholder={<Placeholder />} />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </Container>
    </Box>
  );
}
