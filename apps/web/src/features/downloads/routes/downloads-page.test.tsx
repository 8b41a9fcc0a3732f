import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadFile } from '@windfamily/contract/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { jsonResponse, mockFetch } from '../../newsletter/test/mock-fetch';
import DownloadsPage from './downloads-page';

const FILES = 'GET /api/pages/files/';
const file = (overrides: Partial<DownloadFile>): DownloadFile => ({
  id: 1,
  title: 'Sophie Joy line plan',
  group: 'Sophie Joy',
  kind: 'Line plan',
  file_type: 'PDF',
  content_type: 'application/pdf',
  size: 8488,
  url: '/media/files/0123456789abcdef01234567.pdf',
  updated: '2026-03-01T09:00:00.000Z',
  ...overrides,
});
const LIST = [
  file({}),
  file({ id: 2, title: 'Sophie Joy user manual', kind: 'Manual', size: 2_400_000 }),
  file({ id: 3, title: 'Carlito line plan', group: 'Carlito', size: 900 }),
];
const routes = [{ path: '/downloads', Component: DownloadsPage }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DownloadsPage', () => {
  it('lists the files by group and kind, with type, size and a download link', async () => {
    mockFetch({ [FILES]: () => jsonResponse({ files: LIST }) });
    renderRoutes(routes, { path: '/downloads' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Lineplans & Downloads' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| Lineplans & Downloads$/);

    const sophie = within(await screen.findByRole('region', { name: 'Sophie Joy' }));
    expect(sophie.getByRole('heading', { level: 3, name: 'Line plan' })).toBeInTheDocument();
    expect(sophie.getByRole('heading', { level: 3, name: 'Manual' })).toBeInTheDocument();
    const plan = sophie.getByRole('link', { name: 'Sophie Joy line plan (PDF · 8.3 KB)' });
    expect(plan).toHaveAttribute('href', '/media/files/0123456789abcdef01234567.pdf');
    expect(plan).toHaveAttribute('download');
    expect(sophie.getByRole('link', { name: /user manual \(PDF · 2\.3 MB\)/ })).toBeInTheDocument();

    const carlito = within(screen.getByRole('region', { name: 'Carlito' }));
    expect(carlito.getByText('PDF · 900 bytes')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Sophie Joy', 'Carlito']);
  });

  it('says so when there is nothing to download', async () => {
    mockFetch({ [FILES]: () => jsonResponse({ files: [] }) });
    renderRoutes(routes, { path: '/downloads' });
    expect(await screen.findByText('No downloads yet')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    mockFetch({
      [FILES]: () => (fail ? jsonResponse({ detail: 'Down' }, 503) : jsonResponse({ files: LIST })),
    });
    renderRoutes(routes, { path: '/downloads' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not load the downloads/);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Carlito' })).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    mockFetch({ [FILES]: () => new Promise<Response>(() => undefined) });
    renderRoutes(routes, { path: '/downloads' });
    expect(screen.getByRole('status', { name: 'Loading downloads' })).toBeInTheDocument();
  });
});
