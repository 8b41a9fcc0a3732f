import { screen, waitFor, within } from '@testing-library/react';
import { BLOG_MESSAGES } from '@windfamily/contract/blog';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import { image, socialPost } from '../test/fixtures';
import { BLOG_ADMIN_API } from './api';
import { today } from './post-schema';
import SocialPostsPage from './social-posts-page';

const adminSocialPost = () => ({ ...socialPost(), image_id: 50 });

const renderPage = () =>
  renderAdmin(<SocialPostsPage />, {
    path: '/backoffice/social-posts',
    route: '/backoffice/social-posts',
  });

const writes = (calls: ReturnType<typeof mockAdminApi>, method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('Social posts in the back office', () => {
  it('adds a social post: a picture, an https link, a caption', async () => {
    const calls = mockAdminApi({
      [`GET ${BLOG_ADMIN_API.socialPosts}`]: () => jsonResponse({ results: [] }),
      'POST /api/store/admin/images/': () => jsonResponse(image(60, 'Photo from our feed'), 201),
      [`POST ${BLOG_ADMIN_API.socialPosts}`]: ({ body }) =>
        jsonResponse({ ...(body as object), id: 3, image: image(60) }, 201),
    });
    const { user } = renderPage();
    expect(await screen.findByText('No social posts yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New social post' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New social post' });
    const form = within(dialog);

    // Nothing chosen: the picture and the link are asked for.
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findByText('Choose a picture.')).toBeInTheDocument();

    await user.upload(
      form.getByLabelText('Picture: files to upload'),
      new File(['png'], 'launch.png', { type: 'image/png' }),
    );
    await form.findByRole('listitem', { name: /Picture 1/ });
    await user.click(form.getByRole('textbox', { name: 'Link' }));
    await user.paste('http://social.example/p/1');
    await user.click(form.getByRole('textbox', { name: 'Caption' }));
    await user.paste('First flight of the season');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findByText(BLOG_MESSAGES.httpsLink)).toBeInTheDocument();
    expect(writes(calls, 'POST', BLOG_ADMIN_API.socialPosts)).toHaveLength(0);

    await user.clear(form.getByRole('textbox', { name: 'Link' }));
    await user.paste('https://social.example/p/1');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(writes(calls, 'POST', BLOG_ADMIN_API.socialPosts)).toHaveLength(1));
    expect(writes(calls, 'POST', BLOG_ADMIN_API.socialPosts)[0]!.body).toEqual({
      image_id: 60,
      caption: 'First flight of the season',
      link: 'https://social.example/p/1',
      date: today(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes and deletes a social post', async () => {
    const calls = mockAdminApi({
      [`GET ${BLOG_ADMIN_API.socialPosts}`]: () => jsonResponse({ results: [adminSocialPost()] }),
      [`PUT ${BLOG_ADMIN_API.socialPost(1)}`]: ({ body }) =>
        jsonResponse({ ...adminSocialPost(), ...(body as object) }),
      [`DELETE ${BLOG_ADMIN_API.socialPost(1)}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Edit the social post of 2 Nov 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit social post' });
    const caption = within(dialog).getByRole('textbox', { name: 'Caption' });
    expect(caption).toHaveValue('Morning session above the lake');
    await user.clear(caption);
    await user.paste('Evening session above the lake');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls, 'PUT', BLOG_ADMIN_API.socialPost(1))[0]?.body).toEqual({
        image_id: 50,
        caption: 'Evening session above the lake',
        link: 'https://social.example/p/abc123',
        date: '2026-11-02',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete the social post of 2 Nov 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this social post?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes(calls, 'DELETE', BLOG_ADMIN_API.socialPost(1))).toHaveLength(1),
    );
  });
});
