import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubViewport } from '../../../test/render-route';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
  type ApiCall,
} from '../../../components/backoffice/test/render';
import { adminGroups, adminMember } from '../test/fixtures';
import FamilySection from './family-section';

const GROUPS = 'GET /api/family/admin/groups/';
const WINGS = [
  { slug: 'marlon', category: 'wings', name: 'Marlon' },
  { slug: 'carlito', category: 'wings', name: 'Carlito' },
  { slug: 'repair-kit', category: 'addons', name: 'Repair Kit' },
];

function renderEditor(route: string, handlers: Parameters<typeof mockAdminApi>[0] = {}) {
  const calls = mockAdminApi({
    [GROUPS]: () => jsonResponse({ groups: adminGroups() }),
    'GET /api/store/admin/products/': () => jsonResponse({ products: WINGS }),
    ...handlers,
  });
  return { ...renderAdmin(<FamilySection />, { path: '/backoffice/family/*', route }), calls };
}

/** Types a text at once (a paste), as staff often do. */
async function fill(
  user: ReturnType<typeof renderAdmin>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => stubViewport(false));

describe('the family in the back office', () => {
  it('lists the groups with their members', async () => {
    renderEditor('/backoffice/family');
    const armada = await screen.findByRole('region', { name: /^Armada/ });
    const row = within(within(armada).getByRole('table', { name: 'Members of Armada' })).getByRole(
      'link',
      { name: 'Lukas Hofer' },
    );
    expect(row).toHaveAttribute('href', '/backoffice/family/members/7');
    expect(within(armada).getByRole('link', { name: 'Edit the group Armada' })).toHaveAttribute(
      'href',
      '/backoffice/family/groups/armada',
    );
    const staff = screen.getByRole('region', { name: /^Staff/ });
    expect(within(staff).getByText('No members in Staff yet')).toBeInTheDocument();
    expect(within(staff).getByRole('link', { name: 'Add a member to Staff' })).toHaveAttribute(
      'href',
      '/backoffice/family/members/new?group=staff',
    );
  });
});

describe('MemberEditorPage', () => {
  it('adds a member with every field, as the API takes it', async () => {
    const saved = adminMember({ id: 9, slug: 'elise-morel', name: 'Élise Morel' });
    const { user, calls, router } = renderEditor('/backoffice/family/members/new?group=staff', {
      'POST /api/family/admin/members/': () => jsonResponse(saved, 201),
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await fill(user, name, 'Élise Morel');
    // The address follows the name.
    expect(screen.getByRole('textbox', { name: 'Page address' })).toHaveValue('elise-morel');
    await fill(user, screen.getByRole('textbox', { name: 'Role' }), 'Ambassador');
    await fill(user, screen.getByRole('textbox', { name: 'Location' }), 'Chamonix, France');
    const wings = screen.getByRole('combobox', { name: 'Wings they fly' });
    await fill(user, wings, 'Marl');
    await user.click(await screen.findByRole('option', { name: 'Marlon' }));
    await fill(user, wings, 'Old Faithful');
    await user.keyboard('{Enter}');
    await fill(user, screen.getByRole('textbox', { name: 'Bio' }), 'Flies **every** day.');
    expect(
      await within(screen.getByRole('region', { name: 'Bio: preview' })).findByText('every'),
    ).toContainHTML('strong');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await fill(user, screen.getByRole('textbox', { name: 'Label' }), 'Instagram');
    const url = within(screen.getByRole('listitem', { name: 'Link 1' })).getByRole('textbox', {
      name: 'Address',
    });
    await user.click(url);
    await user.paste('https://www.instagram.com/elise');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    await waitFor(() => expect(sent(calls, 'POST', '/api/family/admin/members/')).toHaveLength(1));
    expect(sent(calls, 'POST', '/api/family/admin/members/')[0]!.body).toEqual({
      slug: 'elise-morel',
      group: 'staff',
      name: 'Élise Morel',
      photo_id: null,
      role: 'Ambassador',
      location: 'Chamonix, France',
      wings: ['Marlon', 'Old Faithful'],
      bio: 'Flies **every** day.',
      links: [{ label: 'Instagram', url: 'https://www.instagram.com/elise' }],
      position: 0,
      published: false,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/backoffice/family/members/9'),
    );
  });

  it('checks links before sending and shows the server’s field errors', async () => {
    const { user, calls } = renderEditor('/backoffice/family/members/7', {
      'PUT /api/family/admin/members/7': () =>
        jsonResponse(
          {
            detail: "Another member has the address 'sara-huber' already.",
            errors: { slug: ["Another member has the address 'sara-huber' already."] },
          },
          400,
        ),
    });
    const url = await within(await screen.findByRole('listitem', { name: 'Link 1' })).findByRole(
      'textbox',
      { name: 'Address' },
    );
    await user.clear(url);
    await user.click(url);
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save member' }));
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/family/admin/members/7')).toHaveLength(0);

    await user.clear(url);
    await user.click(url);
    await user.paste('https://example.com');
    const slug = screen.getByRole('textbox', { name: 'Page address' });
    await user.clear(slug);
    await fill(user, slug, 'sara-huber');
    await user.click(screen.getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/family/admin/members/7')).toHaveLength(1));
    expect(
      await screen.findAllByText("Another member has the address 'sara-huber' already."),
    ).not.toHaveLength(0);
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a member only after asking', async () => {
    const { user, calls, router } = renderEditor('/backoffice/family/members/7', {
      'DELETE /api/family/admin/members/7': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lukas Hofer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'DELETE', '/api/family/admin/members/7')).toHaveLength(0);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Lukas Hofer?' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    await waitFor(() =>
      expect(sent(calls, 'DELETE', '/api/family/admin/members/7')).toHaveLength(1),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/family'));
  });
});
