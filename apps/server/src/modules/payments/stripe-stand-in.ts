import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** The keys the shop uses with the stand-in (development and tests only). */
export const STAND_IN_KEYS = {
  secretKey: 'sk_test_stand_in',
  webhookSecret: 'whsec_stand_in',
} as const;

/** Where the stand-in's payment pages live in the app (development mode only). */
export const STAND_IN_PAGES = '/dev/stripe';

/** The part of a Checkout Session the shop reads and the stand-in keeps. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  livemode: false;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'request-id': id('req') },
  });

const notFound = (what: string) =>
  json(404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });

/**
 * A local stand-in for the few Stripe calls the shop makes (create and retrieve a Checkout
 * Session), answering the official SDK through its fetch client, plus the page where the
 * customer "pays". Paying fires the events Stripe would, signed with the webhook secret by the
 * SDK's own test-header helper. It lets a newcomer walk the whole card flow without an account
 * at Stripe, and the tests use it as well. Sessions live in memory.
 */
export class StripeStandIn {
  private readonly sessions = new Map<string, StandInSession>();
  private readonly byIdempotencyKey = new Map<string, string>();
  /** Where the signed events go (the app's webhook route). */
  private deliver: (payload: string, signature: string) => Promise<void> = async () => undefined;
  /**
   * How long after the payment its event arrives: Stripe's come a moment after the customer
   * is back, which the order page shows as "payment processing".
   */
  webhookDelayMs = 1500;

  constructor(
    private readonly publicUrl: string,
    private readonly schedule: (name: string, task: () => Promise<unknown>) => void,
  ) {}

  /** The SDK's http client: requests to api.stripe.com are answered here. */
  httpClient() {
    return Stripe.createFetchHttpClient((input, init) =>
      this.fetch(input instanceof Request ? input.url : input.toString(), init),
    );
  }

  onEvent(deliver: (payload: string, signature: string) => Promise<void>): void {
    this.deliver = deliver;
  }

  session(sessionId: string): StandInSession | undefined {
    return this.sessions.get(sessionId);
  }

  private async fetch(url: string, init: RequestInit | undefined): Promise<Response> {
    const { pathname } = new URL(url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    if (headers.get('authorization') !== `Bearer ${STAND_IN_KEYS.secretKey}`)
      return json(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    if (method === 'POST' && pathname === '/v1/checkout/sessions') {
      const key = headers.get('idempotency-key');
      const known = key ? this.byIdempotencyKey.get(key) : undefined;
      if (known) return json(200, this.sessions.get(known));
      const body = typeof init?.body === 'string' ? init.body : '';
      const session = this.create(new URLSearchParams(body));
      if (key) this.byIdempotencyKey.set(key, session.id);
      return json(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(pathname);
    if (method === 'GET' && match) {
      const session = this.sessions.get(match[1]!);
      return session ? json(200, session) : notFound(`checkout.session: '${match[1]}'`);
    }
    return json(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${pathname})`,
      },
    });
  }

  private create(form: URLSearchParams): StandInSession {
    const amount = Number(form.get('line_items[0][price_data][unit_amount]') ?? 0);
    const quantity = Number(form.get('line_items[0][quantity]') ?? 1);
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (key) metadata[key] = value;
    }
    const sessionId = id('cs');
    const session: StandInSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount * quantity,
      currency: form.get('line_items[0][price_data][currency]') ?? 'eur',
      customer_email: form.get('customer_email'),
      client_reference_id: form.get('client_reference_id'),
      metadata,
      success_url: form.get('success_url') ?? this.publicUrl,
      cancel_url: form.get('cancel_url') ?? this.publicUrl,
      url: `${this.publicUrl}${STAND_IN_PAGES}/pay/${sessionId}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  /**
   * The customer paid: the session completes and `checkout.session.completed` goes to the
   * webhook. Answers where the browser goes (the session's success URL).
   */
  pay(sessionId: string): string | undefined {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') return undefined;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    this.send('checkout.session.completed', session);
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  /** The customer gave up: the session expires (as Stripe's does later) and they go back. */
  cancel(sessionId: string): string | undefined {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') return undefined;
    session.status = 'expired';
    session.url = null;
    this.send('checkout.session.expired', session);
    return session.cancel_url;
  }

  /** An event as Stripe sends it, signed with the webhook secret. */
  signedEvent(type: string, object: unknown): { payload: string; signature: string } {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STAND_IN_KEYS.webhookSecret,
    });
    return { payload, signature };
  }

  private send(type: string, session: StandInSession) {
    const { payload, signature } = this.signedEvent(type, { ...session });
    this.schedule(`stand-in ${type}`, async () => {
      if (this.webhookDelayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, this.webhookDelayMs));
      await this.deliver(payload, signature);
    });
  }
}
