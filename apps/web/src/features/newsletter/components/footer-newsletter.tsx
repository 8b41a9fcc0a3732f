import { Box } from '@mui/material';
import { Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { lazy } from '../../../lib/lazy';

const NewsletterSignup = lazy(async () => ({
  default: (await import('./newsletter-signup')).NewsletterSignup,
}));

/**
 * The footer's newsletter sign-up, loaded when the footer comes near the viewport: the first
 * page's JavaScript does not carry a form most visitors never reach. Its room is kept, so
 * nothing jumps when it appears.
 */
export function FooterNewsletter() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <Box ref={ref} sx={{ minHeight: { xs: 196, sm: 140 } }}>
      {near && (
        <Suspense fallback={null}>
          <NewsletterSignup />
        </Suspense>
      )}
    </Box>
  );
}
