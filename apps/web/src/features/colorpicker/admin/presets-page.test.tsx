import { screen, waitFor, within } from '@testing-library/react';
import { COLORPICKER_MESSAGES as MSG } from '@windfamily/contract/colorpicker';
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
import PresetsPage from './presets-page';
import { CARLITO, MARLON, MINT_TIPS, PALETTE, STANDARD } from './test-fixtures';

const renderPage = () =>
  renderAdmin(<PresetsPage />, {
    path: '/backoffice/colour-presets',
    route: '/backoffice/colour-presets?model=marlon',
  });

const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

const baseApi = () => ({
  [`GET ${paths.models()}`]: () => jsonResponse({ models: [MARLON, CARLITO] }),
  [`GET ${paths.colors()}`]: () => jsonResponse({ colors: PALETTE }),
  [`GET ${paths.presets('marlon')}`]: () => jsonResponse({ presets: [STANDARD, MINT_TIPS] }),
  [`GET ${paths.presets('carlito')}`]: () => jsonResponse({ presets: [] }),
});

describe('Colour presets in the back office', () => {
  it("lists a model's presets, flagging one that uses a cloth no longer stocked", async () => {
    mockAdminApi(baseApi());
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Presets of Marlon' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Mint tips')).getByText('Uses an unavailable cloth')).toBeInTheDocument();
    expect(within(row('Standard colours')).getByText('All available')).toBeInTheDocument();
    expect(
      within(row('Standard colours')).getByText(/Stabilo, left: N-150 Red/),
    ).toBeInTheDocument();
    expect(within(row('Standard colours')).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/colorpicker/picker/marlon?combo_preset_slug=standard',
    );

    await user.click(screen.getByRole('combobox', { name: 'Wing model' }));
    await user.click(await screen.findByRole('option', { name: 'Carlito (not in the picker)' }));
    expect(await screen.findByText('No presets of Carlito yet')).toBeInTheDocument();
  });

  it('adds a preset: a colour per zone, a mirrored pair alike', async () => {
    const calls = mockAdminApi({
      ...baseApi(),
      [`POST ${paths.presets('marlon')}`]: [
        () =>
          jsonResponse(
            {
              detail: 'Please correct the errors below.',
              errors: {
                slug: [ADMIN.presetSlugTaken('sunrise')],
                'colors.bottom': [MSG.unavailable('N-150', 'Red')],
              },
            },
            400,
          ),
        ({ body }) => jsonResponse(body, 201),
      ],
    });
    const { user } = renderPage();
    const add = await screen.findByRole('button', { name: 'New preset' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'New preset of Marlon' });
    const form = within(dialog);
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Sunrise');
    await user.type(form.getByRole('textbox', { name: 'Slug' }), 'Sunrise');
    // Starts from the standard colours; a mirrored zone's pair follows its choice.
    expect(form.getByRole('combobox', { name: 'Stabilo, right' })).toHaveTextContent('N-150 Red');
    await user.click(form.getByRole('combobox', { name: 'Stabilo, left' }));
    // Mint has run out: not offered for a new preset.
    expect(screen.queryByRole('option', { name: /N-133/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'N-101 White' }));
    expect(form.getByRole('combobox', { name: 'Stabilo, right' })).toHaveTextContent('N-101 White');
    await user.click(form.getByRole('combobox', { name: 'Bottom surface' }));
    await user.click(await screen.findByRole('option', { name: 'N-150 Red' }));
    await user.click(form.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(sent(calls, 'POST', paths.presets('marlon'))).toHaveLength(1));
    expect(sent(calls, 'POST', paths.presets('marlon'))[0]!.body).toEqual({
      slug: 'sunrise',
      name: 'Sunrise',
      colors: { leading_edge: 'N-101', tip_left: 'N-101', tip_right: 'N-101', bottom: 'N-150' },
    });
    // The server's refusals land on their fields; the dialog stays open.
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
        ADMIN.presetSlugTaken('sunrise'),
      ),
    );
    expect(form.getByRole('combobox', { name: 'Bottom surface' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(form.getByText(MSG.unavailable('N-150', 'Red'))).toBeInTheDocument();

    const slug = form.getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'sunrise-2');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent(calls, 'POST', paths.presets('marlon'))).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Sunrise added.')).toBeInTheDocument();
  });

  it('changes a preset, which may keep a cloth that has run out', async () => {
    const calls = mockAdminApi({
      ...baseApi(),
      [`PUT ${paths.preset('marlon', 'mint-tips')}`]: ({ body }) => jsonResponse(body),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit the preset Mint tips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit preset Mint tips' });
    const form = within(dialog);
    expect(form.getByRole('combobox', { name: 'Stabilo, left' })).toHaveTextContent(
      'N-133 Mint (unavailable)',
    );
    const name = form.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Mint tips (classic)');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', paths.preset('marlon', 'mint-tips'))[0]?.body).toEqual({
        slug: 'mint-tips',
        name: 'Mint tips (classic)',
        colors: MINT_TIPS.colors,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a preset only after confirmation', async () => {
    const calls = mockAdminApi({
      ...baseApi(),
      [`DELETE ${paths.preset('marlon', 'mint-tips')}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete the preset Mint tips' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this preset?' });
    expect(confirm).toHaveTextContent('“Mint tips” disappears from the picker of Marlon at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'DELETE', paths.preset('marlon', 'mint-tips'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the preset Mint tips' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this preset?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent(calls, 'DELETE', paths.preset('marlon', 'mint-tips'))).toHaveLength(1),
    );
    expect(await screen.findByText('Mint tips deleted.')).toBeInTheDocument();
  });
});
