import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorpickerApiPaths } from '@windfamily/contract/api-paths';
import type { Cart } from '@windfamily/contract/cart';
import {
  COLORPICKER_MESSAGES,
  type ColorCombo,
  type PickerDetail,
} from '@windfamily/contract/colorpicker';
import type { CheckoutResult, PublicOrder } from '@windfamily/contract/orders';
import { clothColors, colorCombos } from '../../db/schema';
import { seedDemoColorpicker } from '../../seed/demo-colorpicker';
import { seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import {
  createTestApp,
  type TestApp,
  TestClient,
  uniqueEmail,
  validAddress,
} from '../../test/harness';
import { expectApiError } from '../../test/helpers';
import { CART_MESSAGES } from '../cart/cart.service';

// A wing ordered in a pilot's colours: the cart line names the combo, the checkout freezes
// it and the order keeps its colours per zone for the workshop.

let t: TestApp;
let model: PickerDetail;
let wing: number;
let otherWing: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  await seedDemoColorpicker({ db: t.app.services.database.db });
  await t.app.services.catalog.changed();
  model = (await new TestClient(t.app).get(colorpickerApiPaths.model('dent-de-lion'))).json();
  wing = await variantIdOf(t, 'DENT-DE-LION-M');
  otherWing = await variantIdOf(t, 'CARLITO-M');
});
afterAll(async () => t.close());

const standardColors = () =>
  Object.fromEntries(model.zones.map((zone) => [zone.key, zone.default]));

async function saveCombo(client: TestClient, name = 'Sunset'): Promise<ColorCombo> {
  const response = await client.post(colorpickerApiPaths.save('dent-de-lion'), {
    name,
    colors: standardColors(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ColorCombo>();
}

const addWing = (client: TestClient, combo: string | undefined, variant = wing) =>
  client.post('/api/store/cart/add-item/', {
    product_variant: variant,
    amount: 1,
    ...(combo ? { color_combo_slug: combo } : {}),
  });

async function checkout(client: TestClient) {
  const updated = await client.post('/api/store/cart/', {
    address: { ...validAddress, phone: '+43 664 7654321', email: uniqueEmail('combo') },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  return client.post('/api/store/cart/checkout/?delivery_method=standard');
}

describe('a combo in the cart', () => {
  it('is a line of its own that names the combo and links to it', async () => {
    const client = new TestClient(t.app);
    const combo = await saveCombo(client);
    expect((await addWing(client, undefined)).statusCode).toBe(200);
    const response = await addWing(client, combo.slug);
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json<Cart>();
    expect(cart.items).toHaveLength(2);
    expect(cart.items.map((item) => item.color_combo)).toEqual([
      null,
      {
        name: 'Sunset',
        slug: combo.slug,
        public_link: `/colorpicker/combo/${combo.slug}`,
        image: { webp: combo.image.webp, png: combo.image.png },
      },
    ]);
    // Read again, the name comes with the line.
    const again = (await client.get('/api/store/cart/')).json<Cart>();
    expect(again.items[1]!.color_combo?.name).toBe('Sunset');
  });

  it('may be another pilot’s, shared by its link', async () => {
    const combo = await saveCombo(new TestClient(t.app), 'Shared');
    const response = await addWing(new TestClient(t.app), combo.slug);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses an unknown combo and a combo of another wing, adding nothing', async () => {
    const client = new TestClient(t.app);
    const combo = await saveCombo(client);
    expectApiError(await addWing(client, 'no-such-combo'), 400, {
      color_combo_slug: [CART_MESSAGES.unknownCombo],
    });
    expectApiError(await addWing(client, combo.slug, otherWing), 400, {
      color_combo_slug: [CART_MESSAGES.comboOfOtherWing],
    });
    expect((await client.get('/api/store/cart/')).json<Cart>().items).toEqual([]);
  });

  it('leaves the cart with the combo when its owner deletes it', async () => {
    const client = new TestClient(t.app);
    const combo = await saveCombo(client);
    await addWing(client, combo.slug);
    const deleted = await client.request('DELETE', colorpickerApiPaths.combo(combo.slug));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await client.get('/api/store/cart/')).json<Cart>().items).toEqual([]);
  });
});

describe('ordering a combo', () => {
  it('keeps its colours per zone in the order, the mail and the page, and freezes the combo', async () => {
    const client = new TestClient(t.app);
    const combo = await saveCombo(client, 'Alpine glow');
    await addWing(client, combo.slug);
    const placed = await checkout(client);
    expect(placed.statusCode, placed.body).toBe(200);
    const { order } = placed.json<CheckoutResult>();
    const line = order.items[0]!;
    expect(line.color_combo).toMatchObject({
      name: 'Alpine glow',
      slug: combo.slug,
      public_link: combo.public_link,
      image: { webp: combo.image.webp, png: combo.image.png },
    });
    expect(line.color_combo!.zones.map((zone) => zone.key)).toEqual(
      model.zones.map((zone) => zone.key),
    );
    const leadingEdge = line.color_combo!.zones.find((zone) => zone.key === 'leading_edge')!;
    const cloth = model.colors.find((color) => color.code === leadingEdge.code)!;
    expect(leadingEdge).toEqual({
      key: 'leading_edge',
      name: model.zones.find((zone) => zone.key === 'leading_edge')!.name,
      code: cloth.code,
      color_name: cloth.name,
      hex: cloth.hex,
      unavailable: false,
    });

    // The order page shows the same.
    const page = await client.get(`/api/store/orders_public/${order.link.split('/').pop()}`);
    expect(page.json<PublicOrder>().items[0]!.color_combo).toEqual(line.color_combo);

    // The confirmation mail names the colours and shows the wing.
    await t.mails.drain();
    const mail = t.mails.lastTo(order.address.email)!;
    expect(mail.text).toContain(`In your colours "Alpine glow": ${leadingEdge.name} ${cloth.code}`);
    expect(mail.html).toContain(`http://shop.test${combo.image.png}`);

    // The combo can no longer change.
    const mine = (await client.get(colorpickerApiPaths.combo(combo.slug))).json<ColorCombo>();
    expect(mine.ordered).toBe(true);
    for (const change of [
      await client.request('PATCH', colorpickerApiPaths.combo(combo.slug), { name: 'Other' }),
      await client.request('DELETE', colorpickerApiPaths.combo(combo.slug)),
    ])
      expect(expectApiError(change, 409).detail).toBe(COLORPICKER_MESSAGES.ordered);
  });

  it('flags a cloth the workshop no longer has', async () => {
    const client = new TestClient(t.app);
    const combo = await saveCombo(client, 'Old cloth');
    await addWing(client, combo.slug);
    const code = combo.colors.leading_edge!;
    await t.app.services.database.db
      .update(clothColors)
      .set({ available: false })
      .where(eq(clothColors.code, code));
    await t.app.services.caches.clearAll();
    try {
      const placed = await checkout(client);
      expect(placed.statusCode, placed.body).toBe(200);
      const zones = placed.json<CheckoutResult>().order.items[0]!.color_combo!.zones;
      expect(zones.filter((zone) => zone.unavailable).map((zone) => zone.code)).toContain(code);
    } finally {
      await t.app.services.database.db
        .update(clothColors)
        .set({ available: true })
        .where(eq(clothColors.code, code));
      await t.app.services.caches.clearAll();
    }
  });

  it('orders the combo or lets it be deleted, never an order without its colours', async () => {
    for (let round = 0; round < 5; round += 1) {
      const client = new TestClient(t.app);
      const combo = await saveCombo(client, `Race ${round}`);
      await addWing(client, combo.slug);
      await client.post('/api/store/cart/', {
        address: { ...validAddress, phone: '+43 664 7654321', email: uniqueEmail('race') },
      });
      const [placed, deleted] = await Promise.all([
        client.post('/api/store/cart/checkout/?delivery_method=standard'),
        client.request('DELETE', colorpickerApiPaths.combo(combo.slug)),
      ]);
      const [row] = await t.app.services.database.db
        .select()
        .from(colorCombos)
        .where(eq(colorCombos.slug, combo.slug));
      if (placed.statusCode === 200) {
        expect(deleted.statusCode, deleted.body).toBe(409);
        expect(row?.orderedAt).toBeInstanceOf(Date);
        expect(placed.json<CheckoutResult>().order.items[0]!.color_combo?.slug).toBe(combo.slug);
      } else {
        expect(deleted.statusCode, deleted.body).toBe(204);
        expect(row).toBeUndefined();
        // The wing went with its combo: the cart is empty, or the checkout said so.
        expect([400, 409]).toContain(placed.statusCode);
      }
    }
  });
});
