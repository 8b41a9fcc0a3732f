import { Suspense, useRef } from 'react';
import { Box } from '@mui/material';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { usePage } from '../api';
import { lazy } from '../../../lib/lazy';

// The blocks' code (pictures, styling) is a chunk of its own, loaded as they near the viewport.
const ContentBlocks = lazy(() => import('./content-blocks'));

/**
 * The content blocks of page `slug` (the home page's: `main_page`). Nothing at all while
 * they load or when they cannot be had: the page around them is complete without them.
 */
export function PageBlocks({ slug }: { slug: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const { data } = usePage(slug);
  const blocks = data?.content_blocks ?? [];
  return (
    <Box ref={ref} sx={{ minHeight: blocks.length && !near ? 480 : undefined }}>
      {near && blocks.length > 0 && (
        <Suspense fallback={<Box sx={{ minHeight: 480 }} />}>
          <ContentBlocks blocks={blocks} />
        </Suspense>
      )}
    </Box>
  );
}
