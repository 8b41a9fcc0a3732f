import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@windfamily/contract/messages';
import { jsonResponse } from '../../../test/json-response';
import { renderRoutes } from '../../../test/render-route';
import { post } from '../test/fixtures';
import BlogPostPage from './blog-post-page';

function mockApi(handlers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const handler = handlers[input];
      return handler ? handler() : jsonResponse({ detail: 'Not Found' }, 404);
    }),
  );
}

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/blog/:slug', Component: BlogPostPage },
      { path: '/blog', element: <p>The list</p> },
    ],
    { path },
  );

describe('BlogPostPage', () => {
  it('shows the cover, title, date and the Markdown text, with a way back', async () => {
    mockApi({ '/api/blog/posts/sophie-joy-is-here/': () => jsonResponse(post()) });
    render('/blog/sophie-joy-is-here/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sophie Joy is here' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| Sophie Joy is here$/);
    expect(screen.getByText('14 October 2026')).toHaveAttribute(
      'dateTime',
      '2026-10-14T12:00:00.000Z',
    );
    const cover = screen.getByRole('img', { name: 'Sophie Joy over the ridge' });
    expect(cover).toHaveAttribute('loading', 'eager');
    // The text's headings sit below the page's own h1.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Two years of test flights' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sophie Joy')).toContainHTML('strong');
    const back = screen.getAllByRole('link', { name: 'All news' });
    expect(back[0]).toHaveAttribute('href', '/blog');
  });

  it('shows the not-found page for a missing or unpublished post', async () => {
    mockApi({});
    render('/blog/no-such-post/');
    expect(await screen.findByText(MSG.errorHeading)).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All news' })).not.toBeInTheDocument();
  });
});
