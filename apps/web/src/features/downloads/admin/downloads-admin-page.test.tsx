import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadAdmin } from '@windfamily/contract/downloads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { jsonResponse, mockFetch } from '../../newsletter/test/mock-fetch';
import DownloadsAdminPage from './downloads-admin-page';

const PLAN: DownloadAdmin = {
  id: 7,
  title: 'Marlon line plan',
  group: 'Marlon',
  kind: 'Line plan',
  file_type: 'PDF',
  content_type: 'application/pdf',
  size: 7720,
  url: '/media/files/0123456789abcdef01234567.pdf',
  updated: '2026-03-01T09:00:00.000Z',
  file_name: 'marlon-line-plan.pdf',
  position: 50,
};
const routes = [{ path: '/backoffice/downloads', Component: DownloadsAdminPage }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DownloadsAdminPage', () => {
  it('deletes a download only after confirmation, and refreshes the list', async () => {
    let files = [PLAN];
    const calls = mockFetch({
      'GET /api/pages/admin/files/': () => jsonResponse({ files }),
      'DELETE /api/pages/admin/files/7/': () => {
        files = [];
        return new Response(null, { status: 204 });
      },
    });
    renderRoutes(routes, { path: '/backoffice/downloads' });
    const table = await screen.findByRole('table', { name: 'Downloads' });
    expect(within(table).getByText('marlon-line-plan.pdf · PDF · 7.5 KB')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Marlon line plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this download?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Marlon line plan' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this download?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('No downloads yet')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('"Marlon line plan" is deleted.'),
    );
  });
});
