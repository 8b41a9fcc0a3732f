import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categories, image, product, variant } from '../test/fixtures';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
  type ApiCall,
} from '../../../components/backoffice/test/render';
import ProductsSection from './products-section';

const PRODUCT_PATH = '/api/store/admin/products/1';

function renderEditor(handlers: Parameters<typeof mockAdminApi>[0] = {}) {
  const calls = mockAdminApi({
    [`GET ${PRODUCT_PATH}`]: () => jsonResponse(product()),
    'GET /api/store/categories/': () => jsonResponse(categories),
    [`PUT ${PRODUCT_PATH}`]: () => jsonResponse(product()),
    ...handlers,
  });
  const view = renderAdmin(<ProductsSection />, {
    path: '/backoffice/products/*',
    route: '/backoffice/products/1',
  });
  return { ...view, calls };
}

const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('ProductEditorPage', () => {
  it('saves the product as the API takes it: specs and pictures in their new order', async () => {
    const { user, calls } = renderEditor();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Sophie Joy');

    await user.click(screen.getByRole('button', { name: 'Move specification 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Move picture 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Use picture 1 as the list picture' }));
    const slogan = screen.getByRole('textbox', { name: 'Slogan' });
    await user.clear(slogan);
    await user.type(slogan, 'Joy on every thermal.');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() => expect(sent(calls, 'PUT', PRODUCT_PATH)).toHaveLength(1));
    expect(sent(calls, 'PUT', PRODUCT_PATH)[0]!.body).toEqual({
      slug: 'sophie-joy',
      category: 'wings',
      name: 'Sophie Joy',
      slogan: 'Joy on every thermal.',
      description: 'The wing for **long days**.',
      seo_description: '',
      specs: [
        { label: 'Cells', value: '56' },
        { label: 'Certification', value: 'EN/LTF B' },
      ],
      option_names: ['Size'],
      image_ids: [2, 1],
      thumbnail_id: 2,
      new: true,
      position: 0,
      active: true,
      lead_time_weeks: 6,
    });
    expect(await screen.findByText('Sophie Joy saved.')).toBeInTheDocument();
  });

  it("shows the server's field errors on their fields and its detail at the top", async () => {
    const { user, calls } = renderEditor({
      [`PUT ${PRODUCT_PATH}`]: () =>
        jsonResponse(
          {
            detail: 'Please correct the errors below.',
            errors: {
              slug: ["Another product has the address 'carlito' already."],
              'specs.1.value': ['at most 200 characters'],
              image_ids: ['There is no picture 2. Upload it first.'],
            },
          },
          400,
        ),
    });
    const slug = await screen.findByRole('textbox', { name: 'Address (slug)' });
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(sent(calls, 'PUT', PRODUCT_PATH)).toHaveLength(1);
    expect(slug).toHaveAccessibleDescription("Another product has the address 'carlito' already.");
    const specs = within(screen.getByRole('list', { name: 'Specifications, in order' }));
    expect(specs.getAllByRole('textbox', { name: 'Value' })[1]).toHaveAccessibleDescription(
      'at most 200 characters',
    );
    expect(screen.getByText('There is no picture 2. Upload it first.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Product' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the errors below.');
  });

  it('uploads a picture as multipart/form-data and adds it to the end of the gallery', async () => {
    const { user, calls } = renderEditor({
      'POST /api/store/admin/images/': () => jsonResponse(image(3, 'Sophie Joy'), 201),
    });
    await screen.findByRole('textbox', { name: 'Name' });
    const file = new File(['png bytes'], 'wing.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Pictures: files to upload'), file);

    const gallery = screen.getByRole('list', { name: 'Pictures, in order' });
    expect(
      await within(gallery).findByRole('listitem', { name: 'Picture 3: Sophie Joy' }),
    ).toBeInTheDocument();
    const [upload] = sent(calls, 'POST', '/api/store/admin/images/');
    expect(upload!.body).toBeInstanceOf(FormData);
    const form = upload!.body as FormData;
    expect((form.get('file') as File).name).toBe('wing.png');
    expect(form.get('alt')).toBe('Sophie Joy');
    // multipart: the browser sets the Content-Type with its boundary.
    expect(upload!.headers['Content-Type']).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sent(calls, 'PUT', PRODUCT_PATH)).toHaveLength(1));
    expect(sent(calls, 'PUT', PRODUCT_PATH)[0]!.body).toMatchObject({ image_ids: [1, 2, 3] });
  });

  it('refuses a picture that is too big before uploading it', async () => {
    const { user, calls } = renderEditor();
    await screen.findByRole('textbox', { name: 'Name' });
    const file = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(file, 'size', { value: 12 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Pictures: files to upload'), file);

    expect(
      await screen.findByText('huge.jpg is 12 MB: a picture can be at most 10 MB.'),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/store/admin/images/')).toHaveLength(0);
  });
});

describe('VariantDialog', () => {
  const VARIANT_PATH = '/api/store/admin/variants/11';

  it('sends a changed stock with the stock it started from, and offers a reload after a sale (409)', async () => {
    const { user, calls } = renderEditor({
      [`GET ${PRODUCT_PATH}`]: [
        () => jsonResponse(product()),
        () => jsonResponse(product({ variants: [variant({ stock: 2 })] })),
      ],
      [`PUT ${VARIANT_PATH}`]: [
        () =>
          jsonResponse(
            {
              detail: 'The stock changed meanwhile (now 2). Reload and try again.',
              errors: { stock: ['The stock changed meanwhile (now 2). Reload and try again.'] },
            },
            409,
          ),
        () => jsonResponse(variant({ stock: 4 })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit variant M' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Variant M' }));
    const stock = dialog.getByRole('spinbutton', { name: 'Stock' });
    await user.clear(stock);
    await user.type(stock, '5');
    await user.click(dialog.getByRole('button', { name: 'Save variant' }));

    const alert = await dialog.findByText(
      'The stock changed meanwhile (now 2). Reload and try again.',
      {
        selector: '.MuiAlert-message',
      },
    );
    expect(alert).toBeInTheDocument();
    expect(sent(calls, 'PUT', VARIANT_PATH)[0]!.body).toEqual({
      name: 'M',
      options: { Size: 'M' },
      sku: 'SOPHIE-JOY-M',
      net_price: '3825.00',
      stock_tracked: true,
      stock: 5,
      previous_stock: 3,
      shipping_weight_grams: 6400,
      weight_min_kg: 82,
      weight_max_kg: 102,
      active: true,
      position: 0,
    });

    await user.click(dialog.getByRole('button', { name: 'Reload stock' }));
    await waitFor(() => expect(stock).toHaveValue(2));
    expect(stock).toHaveAccessibleDescription('2 when this form was opened');
    await user.clear(stock);
    await user.type(stock, '4');
    await user.click(dialog.getByRole('button', { name: 'Save variant' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'PUT', VARIANT_PATH)[1]!.body).toMatchObject({
      stock: 4,
      previous_stock: 2,
    });
    expect(await screen.findByText('Variant M saved.')).toBeInTheDocument();
  });

  it('leaves the stock alone when only the price changed; the price goes as a string', async () => {
    const { user, calls } = renderEditor({
      [`PUT ${VARIANT_PATH}`]: () => jsonResponse(variant({ net_price: '3900.50' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit variant M' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Variant M' }));
    const price = dialog.getByRole('textbox', { name: 'Price (net)' });
    await user.clear(price);
    await user.type(price, '3900,5');
    await user.click(dialog.getByRole('button', { name: 'Save variant' }));

    await waitFor(() => expect(sent(calls, 'PUT', VARIANT_PATH)).toHaveLength(1));
    const body = sent(calls, 'PUT', VARIANT_PATH)[0]!.body as Record<string, unknown>;
    expect(body.net_price).toBe('3900.50');
    expect(body).not.toHaveProperty('stock');
    expect(body).not.toHaveProperty('previous_stock');
  });
});
