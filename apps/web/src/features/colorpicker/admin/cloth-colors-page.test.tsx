import { screen, waitFor, within } from '@testing-library/react';
import {
  COLORPICKER_ADMIN_MESSAGES as ADMIN,
  colorpickerAdminApiPaths as paths,
} from '@windfamily/contract/colorpicker-basics';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import ClothColorsPage from './cloth-colors-page';
import { PALETTE, RED, SAND } from './test-fixtures';

const renderPage = () =>
  renderAdmin(<ClothColorsPage />, {
    path: '/backoffice/cloth-colours',
    route: '/backoffice/cloth-colours',
  });

const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('Cloth colours in the back office', () => {
  it('lists the palette: swatch, code, name, hex, availability, UV grade, what uses each', async () => {
    mockAdminApi({ [`GET ${paths.colors()}`]: () => jsonResponse({ colors: PALETTE }) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cloth colours' });
    const row = (code: string) => within(table).getByRole('row', { name: new RegExp(`^${code}`) });
    expect(within(row('N-150')).getByText('Red')).toBeInTheDocument();
    expect(within(row('N-150')).getByText('#d52b2b')).toBeInTheDocument();
    expect(within(row('N-150')).getByText('2 zones · 1 preset · 3 combos')).toBeInTheDocument();
    expect(within(row('N-133')).getByText('Unavailable')).toBeInTheDocument();
    expect(within(row('F-201')).getByText('Yes')).toBeInTheDocument();
    expect(within(row('T-170')).getByText('Unused')).toBeInTheDocument();
    // Only a cloth nothing uses can be deleted.
    expect(screen.queryByRole('button', { name: 'Delete N-150 Red' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete T-170 Sand' })).toBeInTheDocument();
  });

  it('shows each cloth as a card on a phone, and edits it full screen', async () => {
    stubViewport(true);
    try {
      mockAdminApi({ [`GET ${paths.colors()}`]: () => jsonResponse({ colors: PALETTE }) });
      const { user } = renderPage();
      const list = await screen.findByRole('list', { name: 'Cloth colours' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(PALETTE.length);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Edit N-150 Red' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit N-150 Red' });
      expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    } finally {
      stubViewport(false);
    }
  });

  it('shows an empty palette and a way to add the first cloth', async () => {
    mockAdminApi({ [`GET ${paths.colors()}`]: () => jsonResponse({ colors: [] }) });
    renderPage();
    expect(await screen.findByText('No cloth colours yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New cloth colour' })).toHaveLength(2);
  });

  it('adds a cloth: code, name, colour, UV grade, fluorescent', async () => {
    const calls = mockAdminApi({
      [`GET ${paths.colors()}`]: () => jsonResponse({ colors: PALETTE }),
      [`POST ${paths.colors()}`]: [
        () =>
          jsonResponse(
            {
              detail: ADMIN.codeTaken('N-160'),
              errors: { code: [ADMIN.codeTaken('N-160')] },
            },
            400,
          ),
        ({ body }) => jsonResponse({ ...SAND, ...(body as object) }, 201),
      ],
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New cloth colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cloth colour' });
    const form = within(dialog);

    // Nothing typed: the code and the name are asked for, nothing is sent.
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findAllByText('This field is required.')).toHaveLength(2);
    expect(sent(calls, 'POST', paths.colors())).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Code' }), 'n-160');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Purple');
    const hex = form.getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '#6A3D9A');
    expect(form.getByLabelText('Colour')).toHaveValue('#6a3d9a');
    await user.click(form.getByRole('combobox', { name: 'UV grade' }));
    await user.click(await screen.findByRole('option', { name: '3' }));
    await user.click(form.getByRole('switch', { name: 'Fluorescent' }));
    await user.click(form.getByRole('button', { name: 'Add' }));

    // The server has the code already: said on the code field, the dialog stays.
    await waitFor(() => expect(sent(calls, 'POST', paths.colors())).toHaveLength(1));
    expect(sent(calls, 'POST', paths.colors())[0]!.body).toEqual({
      code: 'N-160',
      name: 'Purple',
      hex: '#6a3d9a',
      available: true,
      fluorescent: true,
      uv_grade: 3,
    });
    const code = form.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAccessibleDescription(ADMIN.codeTaken('N-160')));
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, 'N-161');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent(calls, 'POST', paths.colors())).toHaveLength(2));
    expect(sent(calls, 'POST', paths.colors())[1]!.body).toMatchObject({ code: 'N-161' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes a cloth without its code, and may switch it off', async () => {
    const calls = mockAdminApi({
      [`GET ${paths.colors()}`]: () => jsonResponse({ colors: PALETTE }),
      [`PUT ${paths.color('N-150')}`]: ({ body }) => jsonResponse({ ...RED, ...(body as object) }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit N-150 Red' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit N-150 Red' });
    const form = within(dialog);
    expect(form.getByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly');
    const name = form.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Signal red');
    await user.click(form.getByRole('switch', { name: 'Available' }));
    // Red is where two zones start: staff are told what to do there.
    expect(
      form.getByText(
        'It is the standard colour of 2 zones: choose another standard colour there in Wing templates.',
      ),
    ).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', paths.color('N-150'))[0]?.body).toEqual({
        name: 'Signal red',
        hex: '#d52b2b',
        available: false,
        fluorescent: false,
        uv_grade: 4,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes an unused cloth after confirmation, and shows why when it cannot', async () => {
    const calls = mockAdminApi({
      [`GET ${paths.colors()}`]: () => jsonResponse({ colors: PALETTE }),
      [`DELETE ${paths.color('T-170')}`]: [
        () => jsonResponse({ detail: ADMIN.inUse('T-170', 'Sand', '1 combo') }, 409),
        () => new Response(null, { status: 204 }),
      ],
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete T-170 Sand' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this cloth colour?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'DELETE', paths.color('T-170'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete T-170 Sand' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this cloth colour?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText(ADMIN.inUse('T-170', 'Sand', '1 combo')),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'DELETE', paths.color('T-170'))).toHaveLength(2);
    expect(await screen.findByText('T-170 Sand deleted.')).toBeInTheDocument();
  });
});
