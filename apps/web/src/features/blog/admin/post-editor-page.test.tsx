import { screen, waitFor, within } from '@testing-library/react';
import { BLOG_MESSAGES } from '@windfamily/contract/blog';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import { adminPost } from '../test/fixtures';
import { BLOG_ADMIN_API } from './api';
import PostsSection from './posts-section';
import { today } from './post-schema';

const renderSection = (route: string) =>
  renderAdmin(<PostsSection />, { path: '/backoffice/blog/*', route });

const writes = (calls: ReturnType<typeof mockAdminApi>, method: string) =>
  calls.filter((call) => call.method === method);

describe('Blog posts in the back office', () => {
  it('lists posts, drafts too, with their state and date', async () => {
    mockAdminApi({
      [`GET ${BLOG_ADMIN_API.posts}`]: () =>
        jsonResponse({
          posts: [
            adminPost(),
            adminPost({
              id: 8,
              slug: 'winter-workshop',
              title: 'Winter workshop',
              published: false,
            }),
          ],
        }),
    });
    renderSection('/backoffice/blog');
    const table = await screen.findByRole('table', { name: 'Blog posts' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Sophie Joy is here');
    expect(rows[1]).toHaveTextContent('Published');
    expect(rows[1]).toHaveTextContent('14 Oct 2026');
    expect(rows[2]).toHaveTextContent('Winter workshop');
    expect(rows[2]).toHaveTextContent('Draft');
    expect(within(table).getByRole('link', { name: /Winter workshop/ })).toHaveAttribute(
      'href',
      '/backoffice/blog/8',
    );
  });

  it('writes a new post: the address follows the title, and the payload is the form', async () => {
    const calls = mockAdminApi({
      [`GET ${BLOG_ADMIN_API.posts}`]: () => jsonResponse({ posts: [] }),
      [`POST ${BLOG_ADMIN_API.posts}`]: ({ body }) =>
        jsonResponse(adminPost({ ...(body as object), id: 12, cover: null, cover_id: null }), 201),
    });
    const { user, router } = renderSection('/backoffice/blog/new');
    const paste = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await screen.findByRole('textbox', { name: 'Title' });
    await paste('Title', 'Test flights in Bassano!');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('test-flights-in-bassano');
    await paste('Teaser', 'Ten days, forty flights.');
    await paste('Text', 'We **flew** a lot.');
    // The live preview renders the Markdown as the site does.
    const preview = screen.getByRole('region', { name: 'Text: preview' });
    expect(await within(preview).findByText('flew')).toContainHTML('strong');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Create post' }));

    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(writes(calls, 'POST')[0]!.body).toEqual({
      title: 'Test flights in Bassano!',
      slug: 'test-flights-in-bassano',
      created: today(),
      teaser: 'Ten days, forty flights.',
      body: 'We **flew** a lot.',
      cover_id: null,
      published: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/blog/12'));
  });

  it('shows wrong input on its field, and the server’s field errors too', async () => {
    const calls = mockAdminApi({
      [`GET ${BLOG_ADMIN_API.posts}`]: () => jsonResponse({ posts: [adminPost()] }),
      [`PUT ${BLOG_ADMIN_API.post(7)}`]: () =>
        jsonResponse(
          {
            detail: BLOG_MESSAGES.slugTaken('cloudbase-cup'),
            errors: { slug: [BLOG_MESSAGES.slugTaken('cloudbase-cup')] },
          },
          400,
        ),
    });
    const { user } = renderSection('/backoffice/blog/7');
    const slug = await screen.findByRole('textbox', { name: 'Address' });
    expect(slug).toHaveValue('sophie-joy-is-here');

    await user.clear(slug);
    await user.paste('Not An Address');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText(BLOG_MESSAGES.slug)).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls, 'PUT')).toHaveLength(0);

    await user.clear(slug);
    await user.paste('cloudbase-cup');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(1));
    expect(writes(calls, 'PUT')[0]!.body).toMatchObject({
      slug: 'cloudbase-cup',
      created: '2026-10-14',
      cover_id: 1,
      published: true,
    });
    const fieldError = await screen.findAllByText(BLOG_MESSAGES.slugTaken('cloudbase-cup'));
    expect(fieldError.length).toBeGreaterThan(0);
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a post after asking', async () => {
    const calls = mockAdminApi({
      [`GET ${BLOG_ADMIN_API.posts}`]: () => jsonResponse({ posts: [adminPost()] }),
      [`DELETE ${BLOG_ADMIN_API.post(7)}`]: () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderSection('/backoffice/blog/7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(calls, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/blog'));
  });
});
