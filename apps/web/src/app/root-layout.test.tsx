import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { renderRoutes, stubViewport } from '../test/render-route';
import { RootLayout } from './root-layout';

vi.mock('../features/accounts', () => import('../test/accounts-mock'));

let finishLoading: () => void = () => undefined;
const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, element: <p>home page</p> },
      {
        path: 'slow',
        loader: () => new Promise<null>((resolve) => (finishLoading = () => resolve(null))),
        element: <p>slow page</p>,
      },
    ],
  },
];

beforeEach(() => {
  stubViewport(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RootLayout', () => {
  it('frames the page with the navbar, a skip link and the footer', () => {
    renderRoutes(routes, { user: null });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('home page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/imprint');
    expect(footer.getByRole('link', { name: 'Downloads' })).toHaveAttribute('href', '/downloads');
    for (const name of ['Instagram', 'Facebook']) {
      const link = footer.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows a progress bar while the router loads the next page', async () => {
    const { router } = renderRoutes(routes, { user: null });
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/slow');
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => {
      finishLoading();
      await navigation;
    });
    expect(screen.getByText('slow page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});
