import { fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
  type ApiCall,
} from '../../../components/backoffice/test/render';
import { ACCOUNTING } from './fixtures';

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Renders an accounting screen at `route` (matched by `path`), with the API stubbed by
 * `handlers` and the signed-in user's `permissions`.
 */
export function renderAccounting(
  ui: ReactNode,
  { path, route }: { path: string; route: string },
  handlers: Record<string, Handler | Handler[]> = {},
  permissions: string[] = ACCOUNTING,
) {
  const calls = mockAdminApi({
    'GET /api/permissions/': () => jsonResponse({ permissions }),
    ...handlers,
  });
  return { calls, ...renderAdmin(ui, { path, route }) };
}

/** The queries of the calls to `path`, as `page=1&search=…`. */
export const queriesTo = (calls: ApiCall[], path: string) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === path)
    .map((call) => new URLSearchParams(call.query).toString());

/** The calls of `method` to `path`. */
export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** Puts `text` in a field at once, as pasting or the browser's autofill does. */
export const fill = (field: HTMLElement, text: string) =>
  fireEvent.change(field, { target: { value: text } });
