import { screen, waitFor } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { reportError } from '../app/sentry';
import { appConfig } from '../lib/app-config';
import { renderRoutes } from '../test/render-route';
import { ErrorPage } from './error-page';
import NotFoundPage from './not-found-page';

vi.mock('../app/sentry', () => ({ reportError: vi.fn() }));

const errorRoutes = (route: Omit<RouteObject, 'index' | 'children'>): RouteObject[] => [
  { path: '/', element: <p>home</p> },
  { path: '/broken', ErrorBoundary: ErrorPage, ...route },
];

afterEach(() => vi.clearAllMocks());

describe('ErrorPage', () => {
  it('shows status and status text of an error answer and reports them', async () => {
    renderRoutes(
      errorRoutes({
        loader: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's way to answer with a status
          throw new Response('gone', { status: 410, statusText: 'Gone' });
        },
        HydrateFallback: () => null,
        element: <p>never</p>,
      }),
      { path: '/broken' },
    );
    expect(await screen.findByRole('heading', { name: MSG.errorHeading })).toBeInTheDocument();
    expect(screen.getByText('410 Gone')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /sad pilot/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    // The title and the report come from effects, which a busy machine may run a little later.
    await waitFor(() =>
      expect(document.title).toBe(
        `${appConfig.mode === 'dev' ? 'DEV ' : ''}${appConfig.brand} | ${MSG.errorTitle}`,
      ),
    );
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 410 }), {
      status: 410,
      statusText: 'Gone',
    });
  });

  it('shows the message of an error thrown while rendering', async () => {
    const Broken = () => {
      throw new Error('The wing tore.');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(errorRoutes({ Component: Broken }), { path: '/broken' });
    expect(await screen.findByRole('heading', { name: MSG.errorHeading })).toBeInTheDocument();
    expect(screen.getByText('The wing tore.')).toBeInTheDocument();
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.any(Error), {}));
  });
});

describe('NotFoundPage', () => {
  it('shows the error page with 404 Not Found', () => {
    renderRoutes([{ path: '*', Component: NotFoundPage }], { path: '/no/such/page' });
    expect(screen.getByRole('heading', { name: MSG.errorHeading })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(document.title).toMatch(/\| Page Not found$/);
    expect(reportError).not.toHaveBeenCalled();
  });
});
