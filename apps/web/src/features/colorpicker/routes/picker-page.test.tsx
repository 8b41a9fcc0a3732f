import { screen, waitFor, within } from '@testing-library/react';
import { UV_WARNING } from '@windfamily/contract/colorpicker-basics';
import { MSG } from '@windfamily/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCart, makeCombo, makeDetail, makeProduct } from '../test/fixtures';
import { jsonResponse, mockApi, renderColorpicker } from '../test/render-colorpicker';
import PickerPage from './picker-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast, toast, Toaster: () => null }));

const MODEL = 'GET /api/colorpicker/colorpicker/sophie-joy/';
const SAVE = 'POST /api/colorpicker/combo/sophie-joy/';
const PRODUCT = 'GET /api/store/products/sophie-joy?country=at';
const ADD_ITEM = 'POST /api/store/cart/add-item/';

const STANDARD = {
  leading_edge: 'N-404',
  top_center: 'N-402',
  top_tip_left: 'N-403',
  top_tip_right: 'N-403',
  bottom_center: 'N-402',
};

function renderPicker(path = '/colorpicker/picker/sophie-joy') {
  const view = renderColorpicker(
    [
      { path: '/colorpicker/picker/:slug', Component: PickerPage },
      { path: '/colorpicker/combo/:slug', element: <p>combo page</p> },
    ],
    { path },
  );
  const zoneButton = (name: string) =>
    screen.getByRole('button', { name: new RegExp(`^${name}:`) });
  const fillOf = (zone: string) =>
    view.container.querySelector(`path[data-zone="${zone}"]`)?.getAttribute('fill');
  const swatch = (zone: string, name: string) =>
    within(screen.getByRole('list', { name: `Colours for ${zone}` })).getByRole('button', {
      name: new RegExp(`^${name}`),
    });
  return { ...view, zoneButton, fillOf, swatch };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PickerPage', () => {
  it('draws both views in the standard colours and lists every zone with its colour', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const { fillOf, zoneButton } = renderPicker();
    expect(screen.getByRole('status', { name: 'Loading the colour picker' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customize your Sophie Joy' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| Customize your Sophie Joy$/);
    expect(screen.getByRole('img', { name: 'Sophie Joy, top view' })).toHaveAttribute(
      'viewBox',
      '0 0 300 100',
    );
    expect(screen.getByRole('img', { name: 'Sophie Joy, bottom view' })).toBeInTheDocument();
    expect(fillOf('leading_edge')).toBe('#212121');
    expect(fillOf('top_tip_left')).toBe('#1e88e5');

    expect(screen.getByRole('heading', { level: 2, name: 'Colours per zone' })).toBeInTheDocument();
    expect(zoneButton('Leading edge')).toHaveAccessibleName('Leading edge: Night black · N-404');
    expect(zoneButton('Bottom centre')).toHaveAccessibleName('Bottom centre: Snow white · N-402');
    // The first zone is selected: its colours are offered.
    expect(zoneButton('Leading edge')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Leading edge' })).toBeInTheDocument();
  });

  it('selects a zone by clicking the drawing and by keyboard in the zone list', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const { container, user, zoneButton } = renderPicker();
    await screen.findByRole('heading', { level: 1 });

    await user.click(container.querySelector('path[data-zone="top_center"]')!);
    expect(screen.getByRole('heading', { level: 2, name: 'Top centre' })).toBeInTheDocument();
    expect(zoneButton('Top centre')).toHaveAttribute('aria-pressed', 'true');
    expect(zoneButton('Leading edge')).toHaveAttribute('aria-pressed', 'false');
    // The selected zone is outlined on the drawing.
    expect(container.querySelector('[data-selected-zone="top_center"]')).not.toBeNull();

    // Arrow keys move through the list and select as they go.
    zoneButton('Top centre').focus();
    await user.keyboard('{ArrowDown}');
    expect(zoneButton('Left tip')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Left tip' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(zoneButton('Bottom centre')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Bottom centre' })).toBeInTheDocument();
    // Tab and Enter as well.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(zoneButton('Right tip')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Right tip' })).toBeInTheDocument();
  });

  it('colours a zone and its mirror with a swatch; undo and redo, by button and keys', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const { user, zoneButton, fillOf, swatch } = renderPicker();
    await screen.findByRole('heading', { level: 1 });
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();

    await user.click(zoneButton('Left tip'));
    expect(screen.getByText(/Right tip follows \(mirrored\)/)).toBeInTheDocument();
    const red = swatch('Left tip', 'Fire red');
    expect(red).toHaveAccessibleName('Fire red · N-401');
    await user.click(red);
    expect(red).toHaveAttribute('aria-pressed', 'true');
    expect(zoneButton('Left tip')).toHaveAccessibleName('Left tip: Fire red · N-401');
    expect(zoneButton('Right tip')).toHaveAccessibleName('Right tip: Fire red · N-401');
    expect(fillOf('top_tip_left')).toBe('#c62828');
    expect(fillOf('top_tip_right')).toBe('#c62828');
    // Screen readers hear what changed.
    expect(screen.getByText('Left tip: Fire red · N-401')).toHaveAttribute('role', 'status');

    await user.click(undo);
    expect(zoneButton('Left tip')).toHaveAccessibleName('Left tip: Sky blue · N-403');
    expect(zoneButton('Right tip')).toHaveAccessibleName('Right tip: Sky blue · N-403');
    expect(undo).toBeDisabled();
    await user.click(redo);
    expect(fillOf('top_tip_right')).toBe('#c62828');

    // Ctrl+Z and Ctrl+Shift+Z do the same.
    await user.keyboard('{Control>}z{/Control}');
    expect(fillOf('top_tip_right')).toBe('#1e88e5');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(fillOf('top_tip_right')).toBe('#c62828');
  });

  it('does not offer cloth the workshop lacks now', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const { user, zoneButton, swatch } = renderPicker();
    await screen.findByRole('heading', { level: 1 });
    await user.click(zoneButton('Top centre'));
    expect(swatch('Top centre', 'Old gold')).toBeDisabled();
    expect(swatch('Top centre', 'Old gold')).toHaveAccessibleName(
      'Old gold · N-405 · not available at the moment',
    );
  });

  it('names the swatch under the pointer or in focus in a tooltip', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const { user, zoneButton, swatch } = renderPicker();
    await screen.findByRole('heading', { level: 1 });
    await user.click(zoneButton('Top centre'));

    await user.hover(swatch('Top centre', 'Neon yellow'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Neon yellow · F-12 · fluorescent',
    );
    // From one swatch to the next, the tooltip follows, to a disabled one too (its item).
    const oldGold = swatch('Top centre', 'Old gold').closest('li')!;
    await user.hover(oldGold);
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(
        'Old gold · N-405 · not available at the moment',
      ),
    );
    await user.unhover(oldGold);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    // By keyboard: the swatch in focus.
    swatch('Top centre', 'Neon yellow').focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    const previous = document.activeElement as HTMLElement;
    expect(previous).toHaveAttribute('aria-pressed');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      previous.getAttribute('aria-label')!,
    );
  });

  it('warns that fluorescent cloth fades on the top surface, not underneath', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const { user, zoneButton, swatch } = renderPicker();
    await screen.findByRole('heading', { level: 1 });

    await user.click(zoneButton('Bottom centre'));
    await user.click(swatch('Bottom centre', 'Neon yellow'));
    expect(screen.queryByText(UV_WARNING)).not.toBeInTheDocument();

    await user.click(zoneButton('Top centre'));
    const neon = swatch('Top centre', 'Neon yellow');
    expect(neon).toHaveAccessibleName('Neon yellow · F-12 · fluorescent');
    await user.click(neon);
    expect(screen.getByText(UV_WARNING)).toBeInTheDocument();
    expect(zoneButton('Top centre')).toHaveAccessibleName(
      'Top centre: Neon yellow · F-12, fades fast in the sun',
    );
    await user.click(swatch('Top centre', 'Fire red'));
    expect(screen.queryByText(UV_WARNING)).not.toBeInTheDocument();
  });

  it('matches a typed colour to the nearest cloth the zone allows, with the distance', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const { user, zoneButton } = renderPicker();
    await screen.findByRole('heading', { level: 1 });
    await user.click(zoneButton('Top centre'));

    const field = await screen.findByRole('textbox', { name: 'Colour code' });
    await user.type(field, '#f06a1');
    expect(screen.getByText('Enter a colour as #rrggbb, e.g. #ff6d00.')).toBeInTheDocument();
    await user.type(field, '0');
    expect(screen.getByText('Nearest cloth colours to #f06a10 for Top centre')).toBeInTheDocument();
    const matches = screen.getAllByRole('button', { name: /^Use / });
    expect(matches).toHaveLength(4);
    expect(matches[0]).toHaveAccessibleName(/^Use Canopy orange N-406, ΔE \d+\.\d$/);
    expect(matches[1]).toHaveAccessibleName(/^Use Fire red N-401, ΔE \d+\.\d$/);
    // Old gold is allowed here but not in the workshop: never offered.
    expect(screen.queryByRole('button', { name: /^Use Old gold/ })).not.toBeInTheDocument();

    await user.click(matches[0]!);
    expect(zoneButton('Top centre')).toHaveAccessibleName('Top centre: Canopy orange · N-406');
  });

  it('offers the reference palette only when asked, to match one of its colours', async () => {
    const calls = mockApi({
      [MODEL]: () => jsonResponse(makeDetail()),
      'GET /api/colorpicker/pantone/': () =>
        jsonResponse([
          {
            name: 'Lagoon blue',
            hex: '#2a80d8',
            lab: { l: 52.9, a: 3.2, b: -50.8 },
            nearest: { code: 'N-403', distance: 1.8 },
          },
        ]),
    });
    const { user } = renderPicker();
    const open = await screen.findByRole('button', { name: 'Reference colours' });
    expect(calls.some((call) => call.path.includes('pantone'))).toBe(false);
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Match Lagoon blue' }));
    expect(
      screen.getByText('Nearest cloth colours to Lagoon blue for Leading edge'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Use / })[0]).toHaveAccessibleName(
      /^Use Sky blue N-403/,
    );
  });

  it('makes random harmonious colours, mirrored zones alike, as one step to undo', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.62);
    const { user, fillOf } = renderPicker();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Random colours' }));
    random.mockRestore();
    expect(fillOf('top_tip_left')).toBe(fillOf('top_tip_right'));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(fillOf('top_tip_left')).toBe('#1e88e5');
    expect(fillOf('top_center')).toBe('#f5f5f5');
  });

  it('starts from a preset: from the address, and from the presets menu', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const { user, zoneButton } = renderPicker(
      '/colorpicker/picker/sophie-joy?combo_preset_slug=sunset',
    );
    await screen.findByRole('heading', { level: 1 });
    expect(zoneButton('Top centre')).toHaveAccessibleName('Top centre: Canopy orange · N-406');
    expect(zoneButton('Left tip')).toHaveAccessibleName('Left tip: Fire red · N-401');

    await user.click(screen.getByRole('button', { name: 'Start from a preset' }));
    await user.click(screen.getByRole('menuitem', { name: 'Glacier' }));
    expect(zoneButton('Top centre')).toHaveAccessibleName('Top centre: Sky blue · N-403');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(zoneButton('Top centre')).toHaveAccessibleName('Top centre: Canopy orange · N-406');
  });

  it('says so when the preset of the address is gone, and starts from the standard colours', async () => {
    mockApi({ [MODEL]: () => jsonResponse(makeDetail()) });
    const { zoneButton } = renderPicker('/colorpicker/picker/sophie-joy?combo_preset_slug=old');
    expect(
      await screen.findByText('That preset is no longer offered: here are the standard colours.'),
    ).toBeInTheDocument();
    expect(zoneButton('Top centre')).toHaveAccessibleName('Top centre: Snow white · N-402');
  });

  it("opens a copy of a saved combo with that combo's colours", async () => {
    mockApi({
      [MODEL]: () => jsonResponse(makeDetail()),
      'GET /api/colorpicker/combo/k3x9w2': () => jsonResponse(makeCombo()),
    });
    const { zoneButton } = renderPicker('/colorpicker/picker/sophie-joy?combo=k3x9w2');
    expect(
      await screen.findByText('A copy of “Alpine sunset”: saving it makes a new design.'),
    ).toBeInTheDocument();
    expect(zoneButton('Top centre')).toHaveAccessibleName('Top centre: Canopy orange · N-406');
  });

  it('saves the colours under a name, then offers the link, the picture and the wing to order', async () => {
    const calls = mockApi({
      [MODEL]: () => jsonResponse(makeDetail()),
      [SAVE]: () => jsonResponse(makeCombo(), 201),
      [PRODUCT]: () => jsonResponse(makeProduct()),
      [ADD_ITEM]: () => jsonResponse(makeCart({ item_count: 1 })),
    });
    const { user, zoneButton, swatch } = renderPicker();
    await screen.findByRole('heading', { level: 1 });
    await user.click(zoneButton('Left tip'));
    await user.click(swatch('Left tip', 'Fire red'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(
      screen.getByRole('textbox', { name: /Name of your design/ }),
      ' Alpine sunset ',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Saved as “Alpine sunset”' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Alpine sunset',
      colors: { ...STANDARD, top_tip_left: 'N-401', top_tip_right: 'N-401' },
    });

    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/colorpicker/combo/k3x9w2`,
    );
    const download = screen.getByRole('link', { name: 'Download image' });
    expect(download).toHaveAttribute('href', '/media/combos/k3x9w2.png');
    expect(download).toHaveAttribute('download', 'Sophie Joy - Alpine sunset.png');
    expect(screen.getByRole('link', { name: 'Open its page' })).toHaveAttribute(
      'href',
      '/colorpicker/combo/k3x9w2',
    );

    // Size M is the first that can be ordered (S is sold out).
    const size = await screen.findByRole('combobox', { name: 'Size' });
    expect(size).toHaveTextContent('M');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to your cart'));
    expect(calls.find((call) => call.path === '/api/store/cart/add-item/')?.body).toEqual({
      amount: 1,
      product_variant: 32,
      color_combo_slug: 'k3x9w2',
      goodie_id: null,
    });

    // A change after saving: the saved design's actions stay, with word that they are the saved one.
    await user.click(swatch('Left tip', 'Forest green'));
    expect(screen.getByText(/You have changed colours since saving/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as a new design' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByText(/You have changed colours since saving/)).not.toBeInTheDocument();
  });

  it("shows the server's refusals: a zone's colour and the name", async () => {
    mockApi({
      [MODEL]: () => jsonResponse(makeDetail()),
      [SAVE]: () =>
        jsonResponse(
          {
            detail: 'Some fields are not valid.',
            errors: {
              'colors.leading_edge': ['This cloth is not available at the moment.'],
              name: ['You already have a design of that name.'],
            },
          },
          400,
        ),
    });
    const { user, zoneButton } = renderPicker();
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByRole('textbox', { name: /Name of your design/ }), 'Sunset');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some colours cannot be saved:');
    expect(alert).toHaveTextContent('Leading edge: This cloth is not available at the moment.');
    expect(zoneButton('Leading edge')).toHaveAccessibleDescription(
      'This cloth is not available at the moment.',
    );
    expect(
      screen.getByRole('textbox', { name: /Name of your design/ }),
    ).toHaveAccessibleDescription('You already have a design of that name.');
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a model that cannot be customized', async () => {
    mockApi({});
    renderPicker('/colorpicker/picker/no-such-wing');
    expect(await screen.findByText(MSG.errorHeading)).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });
});
