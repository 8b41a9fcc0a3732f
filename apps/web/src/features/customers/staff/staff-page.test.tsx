import { screen, waitFor, within } from '@testing-library/react';
import type { StaffMember } from '@windfamily/contract/staff';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type ApiCall } from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import { customerSummary, page, roleDefinitions, staffMember } from '../test/fixtures';
import { renderSections } from '../test/render';

const SUPERUSER = staffMember({
  id: 1,
  email: 'admin@example.com',
  name: '',
  staff_roles: [],
  is_superuser: true,
  last_login: null,
});

/** The staff as the server keeps it: a PUT of roles changes the member (or adds one). */
function renderStaff(members: StaffMember[] = [SUPERUSER, staffMember()]) {
  let staff = members;
  const setRoles = ({ path, body }: ApiCall) => {
    const id = Number(path.split('/')[3]);
    const { roles } = body as { roles: StaffMember['staff_roles'] };
    const known = staff.find((member) => member.id === id) ?? {
      ...staffMember({ id, email: 'new.clerk@example.com', name: 'Nina New' }),
    };
    const saved = {
      ...known,
      staff_roles: roles,
      is_staff: roles.length > 0 || known.is_superuser,
    };
    staff = [...staff.filter((member) => member.id !== id), saved].filter(
      (member) => member.is_staff,
    );
    return jsonResponse(saved);
  };
  return renderSections(
    '/backoffice/staff',
    {
      'GET /api/staff/': () => jsonResponse({ members: staff }),
      'GET /api/staff/roles/': () => jsonResponse(roleDefinitions()),
      'PUT /api/staff/2/roles/': setRoles,
      'PUT /api/staff/5/roles/': setRoles,
      'GET /api/store/customers/': () =>
        jsonResponse(
          page([
            customerSummary({ id: 5, email: 'new.clerk@example.com', name: 'Nina New' }),
            customerSummary({
              id: 2,
              email: 'clerk@example.com',
              name: 'Carla Clerk',
              is_staff: true,
            }),
          ]),
        ),
    },
    ['backoffice.access', 'staff.manage'],
  );
}

beforeEach(() => stubViewport(false));

describe('StaffPage', () => {
  it('lists the members with their roles, and gives or takes roles', async () => {
    const { calls, user } = renderStaff();
    const table = await screen.findByRole('table', { name: 'Members of staff' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('admin@example.com');
    expect(rows[0]).toHaveTextContent('Superuser');
    expect(rows[0]).toHaveTextContent('Never');
    expect(rows[1]).toHaveTextContent('Carla Clerk');
    expect(rows[1]).toHaveTextContent('Sales');
    expect(rows[1]).toHaveTextContent('14 Mar 2026');
    expect(screen.getByRole('region', { name: 'What each role grants' })).toHaveTextContent(
      'Read the audit log',
    );

    await user.click(screen.getByRole('button', { name: 'Change roles of clerk@example.com' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Roles of Carla Clerk' }));
    const sales = dialog.getByRole('checkbox', { name: 'Sales' });
    expect(sales).toBeChecked();
    expect(sales).toHaveAccessibleDescription(/Orders from placed to paid.*Grants: See orders/);
    const save = dialog.getByRole('button', { name: 'Save roles' });
    expect(save).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Accounting' }));
    await user.click(save);
    expect(
      await screen.findByText('The roles of clerk@example.com were saved: Sales, Accounting.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/staff/2/roles/')[0]?.body).toEqual({
      roles: ['sales', 'accounting'],
    });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Accounting'),
    );

    // Taking every role away says what it means first.
    await user.click(screen.getByRole('button', { name: 'Change roles of clerk@example.com' }));
    const again = within(screen.getByRole('dialog', { name: 'Roles of Carla Clerk' }));
    await user.click(again.getByRole('checkbox', { name: 'Sales' }));
    await user.click(again.getByRole('checkbox', { name: 'Accounting' }));
    expect(
      again.getByText('Without a role, Carla Clerk can no longer open the back office.'),
    ).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Take every role away' }));
    expect(
      await screen.findByText(
        'clerk@example.com has no role any more and no longer opens the back office.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('adds a member of staff found among the accounts', async () => {
    const { calls, user } = renderStaff([SUPERUSER, staffMember()]);
    await screen.findByRole('table', { name: 'Members of staff' });
    await user.click(screen.getByRole('button', { name: 'Add a member of staff' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a member of staff' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Account' }), 'clerk');
    const found = within(await dialog.findByRole('list', { name: 'Accounts found' }));
    expect(found.getByRole('button', { name: /Carla Clerk/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(found.getByText(/Already a member of staff/)).toBeInTheDocument();
    expect(
      new URLSearchParams(callsTo(calls, 'GET', '/api/store/customers/')[0]?.query).get('search'),
    ).toBe('clerk');

    await user.click(found.getByRole('button', { name: /Nina New/ }));
    const roles = within(
      screen.getByRole('dialog', { name: 'Roles of Nina New, joining the staff' }),
    );
    const give = roles.getByRole('button', { name: 'Give the roles' });
    expect(give).toBeDisabled();
    await user.click(roles.getByRole('checkbox', { name: 'Warehouse' }));
    await user.click(give);
    expect(
      await screen.findByText('new.clerk@example.com joined the staff: Warehouse.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/staff/5/roles/')[0]?.body).toEqual({ roles: ['warehouse'] });
    expect(await screen.findByText('Nina New')).toBeInTheDocument();
  });
});
