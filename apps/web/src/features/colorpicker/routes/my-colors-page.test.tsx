import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/render-route';
import { makeCombo } from '../test/fixtures';
import { jsonResponse, mockApi, renderColorpicker } from '../test/render-colorpicker';
import MyColorsPage, { ORDERED_LOCKED } from './my-colors-page';

const LIST = 'GET /api/colorpicker/combo';

const ORDERED = makeCombo({
  slug: 'p7q2z8',
  name: 'Race day',
  created: '2026-03-05T08:00:00.000Z',
  public_link: '/colorpicker/combo/p7q2z8',
  product: { slug: 'carlito', name: 'Carlito', category: 'wings' },
  image: {
    webp: '/media/combos/p7q2z8.webp',
    png: '/media/combos/p7q2z8.png',
    width: 1200,
    height: 800,
  },
  ordered: true,
});

const renderMyColors = (user = makeUser('customer')) =>
  renderColorpicker(
    [
      { path: '/account/my_colors', Component: MyColorsPage },
      { path: '/colorpicker/combo/:slug', element: <p>combo page</p> },
    ],
    { path: '/account/my_colors', user },
  );

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('MyColorsPage', () => {
  it("lists the account's designs with picture, model and date, to open or order", async () => {
    mockApi({ [LIST]: () => jsonResponse([makeCombo(), ORDERED]) });
    renderMyColors();
    expect(screen.getByRole('heading', { level: 1, name: 'My Colors' })).toBeInTheDocument();
    expect(document.title).toMatch(/\| My Colors$/);
    const list = await screen.findByRole('list', { name: 'Your colour designs' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const first = within(await card('Alpine sunset'));
    expect(first.getByText(/Sophie Joy/)).toHaveTextContent('Sophie Joy · 2 November 2026');
    expect(first.getByRole('link', { name: 'Alpine sunset' })).toHaveAttribute(
      'href',
      '/colorpicker/combo/k3x9w2',
    );
    expect(first.getByRole('link', { name: 'Open Alpine sunset' })).toHaveAttribute(
      'href',
      '/colorpicker/combo/k3x9w2',
    );
    expect(first.getByRole('link', { name: 'Order Alpine sunset' })).toHaveAttribute(
      'href',
      '/colorpicker/combo/k3x9w2#order',
    );
    const picture = (await card('Alpine sunset')).querySelector('img');
    expect(picture).toHaveAttribute('src', '/media/combos/k3x9w2.png');
    expect(picture?.previousElementSibling).toHaveAttribute(
      'srcset',
      '/media/combos/k3x9w2.webp 1200w',
    );
    expect(first.getByRole('button', { name: 'Rename Alpine sunset' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Delete Alpine sunset' })).toBeEnabled();
  });

  it('keeps an ordered design as it is: rename and delete are disabled, and it says why', async () => {
    mockApi({ [LIST]: () => jsonResponse([ORDERED]) });
    const { user } = renderMyColors();
    const ordered = within(await card('Race day'));
    expect(ordered.getByText('Ordered')).toBeInTheDocument();
    const rename = ordered.getByRole('button', { name: 'Rename Race day' });
    expect(rename).toBeDisabled();
    expect(ordered.getByRole('button', { name: 'Delete Race day' })).toBeDisabled();
    await user.hover(rename.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(ORDERED_LOCKED);
  });

  it('renames a design', async () => {
    let name = 'Alpine sunset';
    const calls = mockApi({
      [LIST]: () => jsonResponse([makeCombo({ name })]),
      'PATCH /api/colorpicker/combo/k3x9w2': (body) => {
        name = (body as { name: string }).name;
        return jsonResponse(makeCombo({ name }));
      },
    });
    const { user } = renderMyColors();
    await user.click(
      within(await card('Alpine sunset')).getByRole('button', { name: 'Rename Alpine sunset' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rename your design' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Alpine sunset');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();

    await user.type(field, 'Dolomites at dusk');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Dolomites at dusk',
    });
    expect(await screen.findByRole('heading', { name: 'Dolomites at dusk' })).toBeInTheDocument();
  });

  it('deletes a design after asking', async () => {
    let combos = [makeCombo(), ORDERED];
    const calls = mockApi({
      [LIST]: () => jsonResponse(combos),
      'DELETE /api/colorpicker/combo/k3x9w2': () => {
        combos = combos.filter((combo) => combo.slug !== 'k3x9w2');
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderMyColors();
    await user.click(
      within(await card('Alpine sunset')).getByRole('button', { name: 'Delete Alpine sunset' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete “Alpine sunset”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Alpine sunset' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Alpine sunset' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Race day' })).toBeInTheDocument();
  });

  it('leads to the colour picker when there is no design yet', async () => {
    mockApi({ [LIST]: () => jsonResponse([]) });
    renderMyColors();
    expect(await screen.findByText('No saved designs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customize your Wing' })).toHaveAttribute(
      'href',
      '/colorpicker',
    );
  });

  it('asks a visitor to log in', async () => {
    const calls = mockApi({});
    renderColorpicker([{ path: '/account/my_colors', Component: MyColorsPage }], {
      path: '/account/my_colors',
      user: null,
    });
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see your account' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/colorpicker/'))).toBe(false);
  });
});
