import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../../../app/theme';
import { jsonResponse } from '../../../test/json-response';

export { jsonResponse };

export interface ApiCall {
  method: string;
  /** Without the query string. */
  path: string;
  query: string;
  /** Parsed JSON, or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers keyed by 'METHOD /path' (query strings ignored); unknown calls
 * answer 404. A handler may be a list: each call takes the next one (the last one repeats).
 * Answers the calls made.
 */
export function mockAdminApi(handlers: Record<string, Handler | Handler[]>): ApiCall[] {
  const calls: ApiCall[] = [];
  const used: Record<string, number> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const method = init.method ?? 'GET';
      const body =
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : (init.body ?? undefined);
      const call: ApiCall = {
        method,
        path: url.pathname,
        query: url.search,
        body,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const key = `${method} ${url.pathname}`;
      const handler = handlers[key];
      if (!handler) return jsonResponse({ detail: 'Not Found' }, 404);
      if (Array.isArray(handler)) {
        const index = Math.min(used[key] ?? 0, handler.length - 1);
        used[key] = index + 1;
        return handler[index]!(call);
      }
      return handler(call);
    }),
  );
  return calls;
}

/** Renders a back-office screen at `route` in a memory router (pattern `path`), with a toaster. */
export function renderAdmin(ui: ReactNode, { path, route }: { path: string; route: string }) {
  toast.remove();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, router };
}
