import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotebookResult, NotebookSavedQuery } from '@windfamily/contract/notebook';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { jsonResponse, mockFetch } from '../../newsletter/test/mock-fetch';
import { resultCsv } from '../../../lib/csv';
import NotebookPage from './notebook-page';

const routes = [{ path: '/notebook', Component: NotebookPage }];
const SCHEMA = {
  tables: [
    {
      name: 'users',
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'email', type: 'text', nullable: false },
      ],
    },
  ],
};
const RESULT: NotebookResult = {
  columns: [
    { name: 'id', type: 'integer' },
    { name: 'email', type: 'text' },
  ],
  rows: [
    [1, 'admin@example.com'],
    [2, null],
  ],
  truncated: true,
  limit: 2,
  duration_ms: 3.5,
};
const SAVED: NotebookSavedQuery = {
  id: 4,
  title: 'Accounts',
  sql: 'SELECT id FROM users',
  created_by: 'admin@example.com',
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotebookPage', () => {
  it('runs the statement with Ctrl+Enter and shows its rows, and inserts a name from the schema', async () => {
    const calls = mockFetch({
      'GET /api/notebook/schema/': () => jsonResponse(SCHEMA),
      'GET /api/notebook/queries/': () => jsonResponse([]),
      'POST /api/notebook/query/': () => jsonResponse(RESULT),
    });
    renderRoutes(routes, { path: '/notebook' });
    expect(
      await screen.findByText('No saved query yet: give one a title and save it.'),
    ).toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: 'SQL' });
    fireEvent.change(editor, { target: { value: 'SELECT * FROM ' } });
    await userEvent.click(await screen.findByRole('button', { name: 'users' }));
    expect(editor).toHaveValue('SELECT * FROM users');

    fireEvent.keyDown(editor, { key: 'Enter', ctrlKey: true });
    const table = await screen.findByRole('table', { name: 'Result' });
    expect(within(table).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(table).getByText('null')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 rows (the first 2; there are more) in 3.5 ms',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sql: 'SELECT * FROM users',
    });
  });

  it("shows the database's refusal", async () => {
    mockFetch({
      'GET /api/notebook/schema/': () => jsonResponse(SCHEMA),
      'GET /api/notebook/queries/': () => jsonResponse([]),
      'POST /api/notebook/query/': () =>
        jsonResponse({ detail: 'relation "nope" does not exist' }, 400),
    });
    renderRoutes(routes, { path: '/notebook' });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('relation "nope" does not exist')).toBeInTheDocument();
  });

  it('opens, saves and deletes saved queries', async () => {
    let saved = [SAVED];
    const calls = mockFetch({
      'GET /api/notebook/schema/': () => jsonResponse(SCHEMA),
      'GET /api/notebook/queries/': () => jsonResponse(saved),
      'PUT /api/notebook/queries/4/': (body) => jsonResponse({ ...SAVED, ...(body as object) }),
      'DELETE /api/notebook/queries/4/': () => {
        saved = [];
        return new Response(null, { status: 204 });
      },
    });
    renderRoutes(routes, { path: '/notebook' });
    await userEvent.click(await screen.findByRole('button', { name: /^Accounts/ }));
    expect(screen.getByRole('textbox', { name: 'SQL' })).toHaveValue('SELECT id FROM users');
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Every account' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        title: 'Every account',
        sql: 'SELECT id FROM users',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete Accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the saved query?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('No saved query yet: give one a title and save it.'),
    ).toBeInTheDocument();
  });
});

describe('resultCsv', () => {
  it('quotes what needs quoting, JSON for objects, nothing for null', () => {
    expect(
      resultCsv({
        columns: [{ name: 'a,b' }, { name: 'j' }],
        rows: [
          ['say "hi"', { k: 1 }],
          [null, 'line\nbreak'],
        ],
      }),
    ).toBe('"a,b",j\r\n"say ""hi""","{""k"":1}"\r\n,"line\nbreak"\r\n');
  });
});
