import type { CheckoutResult, PublicOrder } from '@windfamily/contract/orders';
import { drainMails, type TestApp, TestClient, uniqueEmail, validAddress } from './harness';

type HasApp = Pick<TestApp, 'app'>;

export interface OrderOptions {
  /** Who orders: a logged-in client orders as its account; by default a new visitor. */
  client?: TestClient;
  items: { variantId: number; amount?: number }[];
  /** The delivery country, which the prices are for too (default Austria). */
  country?: string;
  name?: string;
  /** The visitor's e-mail address (an account orders with its own). */
  email?: string;
  promocode?: string;
  deliveryMethod?: string;
  paymentMethod?: 'bank_transfer' | 'card';
}

/**
 * Places an order through the shop's own calls, as a pilot would; answers the order once its
 * confirmation mail has been tried (so the staff's view of it holds still).
 */
export async function placeOrder(t: HasApp, options: OrderOptions): Promise<PublicOrder> {
  const client = options.client ?? new TestClient(t.app);
  const country = options.country ?? 'at';
  const check = (response: { statusCode: number; body: string }, what: string) => {
    if (response.statusCode !== 200)
      throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  };
  check(await client.post('/api/store/cart/', { country }), 'set the country');
  for (const item of options.items)
    check(
      await client.post('/api/store/cart/add-item/', {
        product_variant: item.variantId,
        amount: item.amount ?? 1,
      }),
      'add an item',
    );
  if (options.promocode)
    check(
      await client.post('/api/store/cart/set-promocode/', { promocode: options.promocode }),
      'set the promo code',
    );
  check(
    await client.post('/api/store/cart/', {
      address: {
        ...validAddress,
        country,
        name: options.name ?? 'Paula Pilot',
        phone: '+43 664 7654321',
        email: options.email ?? uniqueEmail('buyer'),
      },
    }),
    'set the address',
  );
  const query = new URLSearchParams({
    delivery_method: options.deliveryMethod ?? 'standard',
    payment_method: options.paymentMethod ?? 'bank_transfer',
  });
  const response = await client.post(`/api/store/cart/checkout/?${query.toString()}`);
  check(response, 'checkout');
  await drainMails(t.app);
  return response.json<CheckoutResult>().order;
}
