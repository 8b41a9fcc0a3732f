import { screen, waitFor } from '@testing-library/react';
import type { StaffCollection } from '@windfamily/contract/content';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import BlocksSection from './blocks-section';

const PICTURE = {
  id: 5,
  webp: '/media/images/a/640.webp',
  fallback: '/media/images/a/640.jpg',
  webp_srcset: '/media/images/a/640.webp 640w',
  fallback_srcset: '/media/images/a/640.jpg 640w',
  width: 640,
  height: 400,
  alt: 'Sewn in the Alps',
};

const HOME: StaffCollection = {
  slug: 'main_page',
  name: 'Home page',
  pages: ['main_page'],
  updated: '2026-11-01T00:00:00.000Z',
  content_blocks: [
    {
      id: 1,
      title: 'Sewn in the Alps',
      subtitle: 'In our workshop.',
      link: '/about/',
      video: '',
      images: [
        {
          ...PICTURE,
          styling_options: { css: 'object-fit: cover', css_mobile: '', css_desktop: '' },
        },
      ],
    },
    { id: 2, title: 'Fly one', subtitle: '', link: '', video: '/video/test-day.mp4', images: [] },
  ],
};

/** The editor of the home page's blocks, as staff open it from the list. */
const openHomeBlocks = () =>
  renderAdmin(<BlocksSection />, {
    path: '/backoffice/blocks/*',
    route: '/backoffice/blocks/main_page',
  });

describe('the block collection editor', () => {
  it('saves the blocks in their new order with their videos, each picture with its block’s styling', async () => {
    const calls = mockAdminApi({
      'GET /api/cms/admin/collections/main_page': () => jsonResponse(HOME),
      'PUT /api/cms/admin/collections/main_page': ({ body }) =>
        jsonResponse({ ...HOME, ...(body as object), content_blocks: HOME.content_blocks }),
    });
    const { user } = openHomeBlocks();
    await user.click(await screen.findByRole('button', { name: 'Move Fly one up' }));
    const desktop = screen.getAllByRole('textbox', { name: 'From 900 px' })[1]!;
    await user.type(desktop, 'object-position: top');
    await user.type(
      screen.getAllByRole('textbox', { name: 'Video' })[1]!,
      'https://cdn.example.com/alps.webm',
    );
    await user.click(screen.getByRole('button', { name: 'Save blocks' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        slug: 'main_page',
        name: 'Home page',
        content_blocks: [
          {
            title: 'Fly one',
            subtitle: '',
            link: '',
            video: '/video/test-day.mp4',
            images: [],
          },
          {
            title: 'Sewn in the Alps',
            subtitle: 'In our workshop.',
            link: '/about/',
            video: 'https://cdn.example.com/alps.webm',
            images: [
              {
                image_id: 5,
                styling_options: {
                  css: 'object-fit: cover',
                  css_mobile: '',
                  css_desktop: 'object-position: top',
                },
              },
            ],
          },
        ],
      }),
    );
  });

  it('refuses a video that is not an .mp4 or .webm file before saving', async () => {
    const calls = mockAdminApi({
      'GET /api/cms/admin/collections/main_page': () => jsonResponse(HOME),
    });
    const { user } = openHomeBlocks();
    const video = (await screen.findAllByRole('textbox', { name: 'Video' }))[0]!;
    expect(video).toHaveAccessibleDescription(expect.stringContaining('.mp4 or .webm'));
    await user.type(video, 'https://videos.example.com/watch?v=1');
    await user.click(screen.getByRole('button', { name: 'Save blocks' }));
    await waitFor(() =>
      expect(video).toHaveAccessibleDescription(
        'a path of the site (/...) or an https address of an .mp4 or .webm file',
      ),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a refused styling on its field', async () => {
    const problem = 'only CSS declarations, without braces, quotes, comments or at-rules';
    mockAdminApi({
      'GET /api/cms/admin/collections/main_page': () => jsonResponse(HOME),
      'PUT /api/cms/admin/collections/main_page': () =>
        jsonResponse(
          {
            detail: problem,
            errors: { 'content_blocks.0.images.0.styling_options.css': [problem] },
          },
          400,
        ),
    });
    const { user } = openHomeBlocks();
    const css = (await screen.findAllByRole('textbox', { name: 'Every width' }))[0]!;
    await user.clear(css);
    await user.type(css, 'color: red');
    await user.click(screen.getByRole('button', { name: 'Save blocks' }));
    await waitFor(() => expect(css).toHaveAccessibleDescription(expect.stringContaining(problem)));
  });
});
