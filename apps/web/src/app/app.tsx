import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { countPageViews } from '../features/webstats/beacon';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

/** The app, in the `theme` that `main.tsx` made. */
export function App({ theme }: { theme: Theme }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  useEffect(() => countPageViews(router), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
