import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { countPageViews } from '../features/webstats/beacon';
import { createAppEmotionCache } from './emotion-cache';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

/** The app, in the `theme` that `main.tsx` made. */
export function App({ theme }: { theme: Theme }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  const [emotionCache] = useState(createAppEmotionCache);
  useEffect(() => countPageViews(router), [router]);
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
