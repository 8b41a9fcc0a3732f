import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { testTheme as theme } from '../../../test/theme';
import { jsonResponse } from '../../../test/json-response';
import { stubViewport } from '../../../test/render-route';

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

/** How the stubbed API answers a call. */
export type Handler = (call: ApiCall) => Response | Promise<Response>;

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

/**
 * Renders a back-office screen at `route` (matched by `path`) for a user with `permissions`,
 * with the API stubbed by `handlers`. Answers the view and the calls made.
 */
export function renderBackoffice(
  ui: ReactNode,
  { path, route }: { path: string; route: string },
  handlers: Record<string, Handler | Handler[]>,
  permissions: string[],
) {
  const calls = mockAdminApi({
    'GET /api/permissions/': () => jsonResponse({ permissions }),
    ...handlers,
  });
  return { calls, ...renderAdmin(ui, { path, route }) };
}

/**
 * Each test of the file on a wide screen, where a list's new page scrolls to the top (stubbed);
 * the stubs are undone after each test.
 */
export function setUpListScreens() {
  beforeEach(() => {
    stubViewport(false);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The calls of `method` to `path`. */
export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** The queries of the GET calls to `path`, as `page=1&search=…`. */
export const queriesTo = (calls: ApiCall[], path: string) =>
  callsTo(calls, 'GET', path).map((call) => new URLSearchParams(call.query).toString());

/** Puts `text` in a field at once, as pasting or the browser's autofill does. */
export const fill = (field: HTMLElement, text: string) =>
  fireEvent.change(field, { target: { value: text } });
