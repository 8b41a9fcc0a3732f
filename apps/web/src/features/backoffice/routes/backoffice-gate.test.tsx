import { act, screen, within } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import type { CurrentUser } from '@windfamily/contract/accounts';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '../../accounts/api';
import { statusQuery } from '../../system/api';
import {
  createTestQueryClient,
  makeUser,
  renderRoutes,
  stubViewport,
} from '../../../test/render-route';
import BackofficeGate from './backoffice-gate';

vi.mock('../../accounts', () => import('../../../test/accounts-mock'));

const routes = [
  { path: '/', element: <p>shop home</p> },
  { path: '/backoffice/*', Component: BackofficeGate },
];

function renderGate(
  user: CurrentUser | null | undefined,
  path = '/backoffice/',
  permissions?: string[],
) {
  const queryClient = createTestQueryClient();
  if (permissions) queryClient.setQueryData(accountKeys.permissions(), { permissions });
  queryClient.setQueryData(statusQuery.queryKey, {
    application_mode: 'dev',
    version: '202510281035-656bf363',
  });
  return renderRoutes(routes, { user, path, queryClient });
}

beforeEach(() => {
  stubViewport(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

describe('BackofficeGate', () => {
  it('shows a loader while the current user is loading', () => {
    renderGate(undefined);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-panel')).not.toBeInTheDocument();
  });

  it('shows the login panel when nobody is logged in', () => {
    renderGate(null);
    expect(screen.getByTestId('login-panel')).toBeInTheDocument();
    expect(screen.queryByText(MSG.backofficeDenied)).not.toBeInTheDocument();
    expect(document.title).toMatch(/\| Backoffice$/);
  });

  it('denies customers, with the login panel to switch accounts', () => {
    renderGate(makeUser('customer'));
    expect(screen.getByText(MSG.backofficeDenied)).toBeInTheDocument();
    expect(screen.getByTestId('login-panel')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('denies resellers without staff status', () => {
    renderGate(makeUser('reseller'));
    expect(screen.getByText(MSG.backofficeDenied)).toBeInTheDocument();
  });

  it('opens the back office for staff with a greeting, roles and the server status', () => {
    renderGate(makeUser('superuser'));
    expect(screen.queryByTestId('login-panel')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByText('Hello Demo superuser!')).toBeInTheDocument();
    const roles = within(screen.getByLabelText('Roles'));
    expect(roles.getByText('Reseller')).toBeInTheDocument();
    expect(roles.getByText('Superuser')).toBeInTheDocument();
    const server = within(screen.getByRole('region', { name: 'Server' }));
    expect(server.getByText('Mode').nextElementSibling).toHaveTextContent('dev');
    expect(server.getByText('202510281035-656bf363')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Back office' }));
    expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/\| Backoffice$/);
  });

  it('shows a not-found message inside the frame for unknown back-office pages', async () => {
    const { router } = renderGate(makeUser('staff'), '/backoffice/no-such-area');
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to the overview' });
    expect(back).toHaveAttribute('href', '/backoffice/');
    await act(() => router.navigate('/backoffice/'));
    expect(screen.getByRole('heading', { name: 'Back office' })).toBeInTheDocument();
  });

  it('names the area a role does not open, and leads back to the overview', () => {
    renderGate(makeUser('staff'), '/backoffice/staff', [PERMISSIONS.ordersView, PERMISSIONS.sales]);
    expect(
      screen.getByRole('heading', { name: 'Staff: not open to your roles' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute(
      'href',
      '/backoffice/',
    );
    const nav = within(screen.getByRole('navigation', { name: 'Back office' }));
    expect(nav.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('puts the navigation in a drawer on mobile', async () => {
    stubViewport(true);
    renderGate(makeUser('staff'));
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Open back office menu' }).click());
    const nav = within(await screen.findByRole('navigation', { name: 'Back office' }));
    expect(nav.getByRole('link', { name: 'Overview' })).toBeInTheDocument();
  });
});
