import { Box, Skeleton } from '@mui/material';
import { lazy, Suspense, type ComponentProps } from 'react';
import type MarkdownTextType from './markdown-text';

const MarkdownText = lazy(() => import('./markdown-text'));

/** Markdown rendered once its renderer has loaded; the plain text's lines hold the space meanwhile. */
export function LazyMarkdown(props: ComponentProps<typeof MarkdownTextType>) {
  return (
    <Suspense
      fallback={
        <Box aria-hidden="true">
          <Skeleton width="95%" />
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </Box>
      }
    >
      <MarkdownText {...props} />
    </Suspense>
  );
}
