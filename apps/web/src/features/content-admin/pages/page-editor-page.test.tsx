import { screen, waitFor } from '@testing-library/react';
import type { StaffPage } from '@windfamily/contract/content';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import PagesSection from './pages-section';

const ABOUT: StaffPage = {
  slug: 'about',
  title: 'About us',
  content: '## Pilots who build wings',
  seo_description: 'Who we are.',
  published: true,
  block_collection: null,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-11-01T00:00:00.000Z',
};

function renderEditor(route: string, handlers: Parameters<typeof mockAdminApi>[0] = {}) {
  const calls = mockAdminApi({
    'GET /api/pages/admin/pages/': () =>
      jsonResponse({
        pages: [{ slug: 'about', title: 'About us', published: true, updated: ABOUT.updated }],
      }),
    'GET /api/pages/admin/pages/about': () => jsonResponse(ABOUT),
    'GET /api/cms/admin/collections/': () =>
      jsonResponse({
        collections: [
          {
            slug: 'main_page',
            name: 'Home page',
            pages: ['main_page'],
            updated: ABOUT.updated,
            block_count: 3,
          },
        ],
      }),
    ...handlers,
  });
  const view = renderAdmin(<PagesSection />, { path: '/backoffice/pages/*', route });
  return { ...view, calls };
}

describe('the pages of the back office', () => {
  it('lists the pages with their status, each opening its editor', async () => {
    renderEditor('/backoffice/pages');
    const link = await screen.findByRole('link', { name: /About us/ });
    expect(link).toHaveAttribute('href', '/backoffice/pages/about');
    expect(screen.getAllByText('Published').length).toBeGreaterThan(0);
  });

  it('saves an edited page with its Markdown and shows the preview as the site renders it', async () => {
    const { user, calls } = renderEditor('/backoffice/pages/about', {
      'PUT /api/pages/admin/pages/about': ({ body }) =>
        jsonResponse({ ...ABOUT, ...(body as object), updated: '2026-11-22T10:00:00.000Z' }),
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'About the workshop');
    const text = screen.getByRole('textbox', { name: 'Text (Markdown)' });
    await user.clear(text);
    await user.type(text, '## Made in Telfs');
    expect(
      await screen.findByRole('heading', { name: 'Made in Telfs' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        slug: 'about',
        title: 'About the workshop',
        content: '## Made in Telfs',
        seo_description: 'Who we are.',
        published: true,
        block_collection: null,
      }),
    );
  });

  it('shows the server’s refusal on the field', async () => {
    const taken = 'There is already a page at /about.';
    const { user } = renderEditor('/backoffice/pages/new', {
      'POST /api/pages/admin/pages/': () =>
        jsonResponse({ detail: taken, errors: { slug: [taken] } }, 400),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'About');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'about');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      expect.stringContaining(taken),
    );
  });
});
