import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/json-response';
import { renderRoutes } from '../../../test/render-route';
import { postsPage, socialPost, summary } from '../test/fixtures';
import BlogListPage from './blog-list-page';

const FIRST_PAGE = '/api/blog/posts/';
const SOCIAL = '/api/blog/instaposts/';

type Handler = () => Response;

/** Stubs `fetch` by exact path (with its query); others answer 404. Answers the paths asked. */
function mockApi(handlers: Record<string, Handler>): string[] {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      paths.push(input);
      const handler = handlers[input];
      return handler ? handler() : jsonResponse({ detail: 'Not Found' }, 404);
    }),
  );
  return paths;
}

const render = (path = '/blog') =>
  renderRoutes(
    [
      { path: '/blog', Component: BlogListPage },
      { path: '/blog/:slug', element: <p>A post</p> },
    ],
    { path },
  );

describe('BlogListPage', () => {
  it('shows each post with its cover, title, date and teaser, linking to the post', async () => {
    mockApi({
      [FIRST_PAGE]: () =>
        jsonResponse(
          postsPage([
            summary(),
            summary({
              slug: 'cloudbase-cup',
              title: 'Cloudbase Cup',
              teaser: 'Three days of racing.',
              cover: null,
              created: '2026-09-03T12:00:00.000Z',
            }),
          ]),
        ),
      [SOCIAL]: () => jsonResponse({ results: [socialPost()] }),
    });
    render();

    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(document.title).toMatch(/\| News$/);
    const list = await screen.findByRole('list', { name: 'News posts' });
    const [first, second] = within(list).getAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('link')).toHaveAttribute('href', '/blog/sophie-joy-is-here/');
    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent('Sophie Joy is here');
    expect(card.getByText('14 October 2026')).toHaveAttribute(
      'dateTime',
      '2026-10-14T12:00:00.000Z',
    );
    expect(card.getByText(/Our new high B is ready/)).toBeInTheDocument();
    // The first cover is the page's lead picture: fetched at once, not lazily.
    expect(first!.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(within(second!).getByText('3 September 2026')).toBeInTheDocument();
    expect(second!.querySelector('img')).toBeNull();
    // One page only: no pagination.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    // The social feed opens the posts on the social network in a new tab.
    expect(screen.getByRole('heading', { name: 'From our social feed' })).toBeInTheDocument();
    const social = await screen.findByRole('link', { name: /Morning session above the lake/ });
    expect(social).toHaveAttribute('href', 'https://social.example/p/abc123');
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('pages through the posts with ?page=', async () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        summary({ slug: `post-${from + i}`, title: `Post ${from + i}` }),
      );
    const paths = mockApi({
      [FIRST_PAGE]: () => jsonResponse(postsPage(many(1, 9), { count: 12 })),
      [`${FIRST_PAGE}?page=2`]: () => jsonResponse(postsPage(many(10, 3), { count: 12, page: 2 })),
      [SOCIAL]: () => jsonResponse({ results: [] }),
    });
    const { router } = render();
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);

    await userEvent.click(screen.getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByRole('heading', { name: 'Post 10' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(router.state.location.search).toBe('?page=2');
    expect(paths).toContain(`${FIRST_PAGE}?page=2`);
    expect(screen.getByRole('link', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    // No posts in the social feed: no strip.
    expect(screen.queryByRole('heading', { name: 'From our social feed' })).not.toBeInTheDocument();
  });

  it('opens a later page from the address, and says so when there is no such page', async () => {
    mockApi({
      [`${FIRST_PAGE}?page=5`]: () => jsonResponse(postsPage([], { count: 12, page: 5 })),
      [SOCIAL]: () => jsonResponse({ results: [] }),
    });
    render('/blog?page=5');
    expect(await screen.findByText('There is no page 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the latest news' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('shows a calm empty state before the first post', async () => {
    mockApi({
      [FIRST_PAGE]: () => jsonResponse(postsPage([])),
      [SOCIAL]: () => jsonResponse({ results: [] }),
    });
    render();
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
  });

  it('shows skeletons while loading, and an error with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      [FIRST_PAGE]: () =>
        fail ? jsonResponse({ detail: 'Server down' }, 503) : jsonResponse(postsPage([summary()])),
      [SOCIAL]: () => jsonResponse({ results: [] }),
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading the news' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/We could not load the news/)).toBeInTheDocument();

    fail = false;
    await userEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Sophie Joy is here' })).toBeInTheDocument(),
    );
  });
});
