import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_SENT } from '@windfamily/contract/content';
import type { ContentPage as Page } from '@windfamily/contract/content';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_MESSAGE } from '../../../components/not-found-page';
import { jsonResponse } from '../../../test/json-response';
import { renderRoutes } from '../../../test/render-route';
import ContentPage, { CONTENT_TEXTS } from './content-page';

const ABOUT: Page = {
  slug: 'about',
  title: 'About us',
  content: '## Pilots who build wings\n\nWe started in a garage in Telfs.',
  seo_description: '',
  content_blocks: [
    {
      id: 7,
      title: 'Come and see us',
      subtitle: 'Fridays from 14:00.',
      link: '',
      video: '',
      images: [],
    },
  ],
  updated: '2026-11-01T00:00:00Z',
};

function serve(answers: Record<string, () => Response>) {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const path = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    ).pathname;
    return Promise.resolve(answers[path]?.() ?? jsonResponse({ detail: 'Not Found' }, 404));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = (path: string) =>
  renderRoutes([{ path: '/:slug', Component: ContentPage }], { path, user: null });

describe('ContentPage', () => {
  it('shows the title in the page header, the Markdown and the blocks', async () => {
    serve({ '/api/pages/pages/about': () => jsonResponse(ABOUT) });
    renderPage('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pilots who build wings' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We started in a garage in Telfs.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Come and see us' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| About us$/);
  });

  it('lands on the same page with a trailing slash', async () => {
    serve({ '/api/pages/pages/about': () => jsonResponse(ABOUT) });
    renderPage('/about/');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });

  it('shows the not-found page for a page that does not exist', async () => {
    serve({});
    renderPage('/nothing-here');
    expect(await screen.findByText(NOT_FOUND_MESSAGE, { exact: false })).toBeInTheDocument();
  });

  it('offers to try again when the page cannot be loaded', async () => {
    let fail = true;
    serve({
      '/api/pages/pages/about': () =>
        fail ? jsonResponse({ detail: 'Server Error' }, 503) : jsonResponse(ABOUT),
    });
    renderPage('/about');
    expect(
      await screen.findByText(CONTENT_TEXTS.loadFailed, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });

  it('has the "Try our Wings" request form under the wanna_try page', async () => {
    serve({
      '/api/pages/pages/wanna_try': () =>
        jsonResponse({ ...ABOUT, slug: 'wanna_try', title: 'Try our Wings' }),
    });
    renderPage('/wanna_try');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Try our Wings' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Try our Wings' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact' })).not.toBeInTheDocument();
  });

  it('has the contact form under the contact page, which sends the message', async () => {
    const sent: unknown[] = [];
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(
        input instanceof Request ? input.url : input.toString(),
        'http://localhost',
      ).pathname;
      if (path === '/api/pages/pages/contact')
        return Promise.resolve(jsonResponse({ ...ABOUT, slug: 'contact', title: 'Contact' }));
      if (path === '/api/pages/contact/') {
        sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
        return Promise.resolve(jsonResponse({ detail: CONTACT_SENT }));
      }
      return Promise.resolve(jsonResponse({ detail: 'Not Found' }, 404));
    });
    vi.stubGlobal('fetch', fetch);
    renderPage('/contact');
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 8000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(sent).toHaveLength(0);

    await user.type(name, 'Lena Lift');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'lena@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Which size for 92 kg?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { name: 'Lena Lift', email: 'lena@example.com', message: 'Which size for 92 kg?' },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(''));
  });
});
