import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderRoutes } from '../../../test/render-route';
import { BackofficeOverview } from './backoffice-overview';

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  ),
);

describe('BackofficeOverview', () => {
  it("names the signed-in member's staff roles", () => {
    const user = makeUser('staff');
    user.groups.staff_roles = ['sales', 'warehouse'];
    renderRoutes([{ path: '/', element: <BackofficeOverview /> }], { user });
    const roles = within(screen.getByLabelText('Roles'));
    expect(roles.getAllByText(/./).map((chip) => chip.textContent)).toEqual(['Sales', 'Warehouse']);
  });
});
