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
  /** The PaymentIntent the session settled as, once paid. */
  payment_intent: string | null;
  created: number;
  livemode: false;
}

/** A paid session's PaymentIntent: what a refund names. */
export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  latest_charge: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** The charge of a PaymentIntent, with what has been refunded of it. */
export interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  paid: true;
  status: 'succeeded';
  payment_intent: string;
  balance_transaction: string;
  created: number;
  livemode: false;
}

/** The charge's entry in the account's balance: what came in, less the fee. */
export interface StandInBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  fee: number;
  net: number;
  currency: string;
  type: 'charge';
  fee_details: { amount: number; currency: string; type: 'stripe_fee'; description: string }[];
  created: number;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'pending' | 'succeeded' | 'failed';
  failure_reason: string | null;
  metadata: Record<string, string>;
  reason: string | null;
  created: number;
}

/** The fee the stand-in charges: Stripe's standard rate for European cards, 1.5 % + 0.25 €. */
export const standInFee = (amount: number) => Math.round((amount * 15) / 1000) + 25;

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

/** A request Stripe refuses: its status and error answer. */
const refused = (status: number, code: string, message: string, param?: string) => ({
  status,
  answer: { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } },
});

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** `metadata[key]=value` pairs of a form body. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}

/** What a request asks to expand (`expand[0]=latest_charge.balance_transaction`). */
const expansionsOf = (query: URLSearchParams) =>
  [...query].filter(([name]) => /^expand\[\d*\]$/.test(name)).map(([, value]) => value);

/**
 * A local stand-in for the Stripe calls the shop makes (Checkout Sessions, the PaymentIntent
 * of a paid session with its charge and fee, refunds), answering the official SDK through its
 * fetch client, plus the page where the customer "pays". Paying and refunding fire the events
 * Stripe would, signed with the webhook secret by the SDK's own test-header helper. It lets a
 * newcomer walk the whole card flow without an account at Stripe, and the tests use it as
 * well. Everything lives in memory.
 */
export class StripeStandIn {
  private readonly sessions = new Map<string, StandInSession>();
  private readonly intents = new Map<string, StandInPaymentIntent>();
  private readonly charges = new Map<string, StandInCharge>();
  private readonly balanceTransactions = new Map<string, StandInBalanceTransaction>();
  private readonly refunds = new Map<string, StandInRefund>();
  /** A write's idempotency key: what it was first sent with, and what it answered. */
  private readonly byIdempotencyKey = new Map<
    string,
    { body: string; status: number; answer: unknown }
  >();
  /**
   * The next write goes through but its answer is lost on the way back, as when the network
   * fails after Stripe did the work: the tests use it to show that a retry with the same
   * idempotency key does the work once.
   */
  loseNextAnswer = false;
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

  /** Every refund made of a PaymentIntent, oldest first. */
  refundsOf(paymentIntent: string): StandInRefund[] {
    return [...this.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent);
  }

  private async fetch(url: string, init: RequestInit | undefined): Promise<Response> {
    const { pathname, searchParams } = new URL(url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    if (headers.get('authorization') !== `Bearer ${STAND_IN_KEYS.secretKey}`)
      return json(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    if (method === 'POST') {
      const body = typeof init?.body === 'string' ? init.body : '';
      const key = headers.get('idempotency-key');
      const known = key ? this.byIdempotencyKey.get(`${pathname} ${key}`) : undefined;
      let status: number;
      let answer: unknown;
      if (known) {
        if (known.body !== body)
          return json(400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        ({ status, answer } = known);
      } else {
        const response = this.write(pathname, new URLSearchParams(body));
        if (!response) return this.unknown(method, pathname);
        ({ status, answer } = response);
        if (key) this.byIdempotencyKey.set(`${pathname} ${key}`, { body, status, answer });
      }
      if (this.loseNextAnswer) {
        this.loseNextAnswer = false;
        throw new TypeError('fetch failed: the connection was reset');
      }
      return json(status, answer);
    }
    if (method === 'GET') return this.read(pathname, expansionsOf(searchParams));
    return this.unknown(method, pathname);
  }

  private unknown(method: string, pathname: string): Response {
    return json(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${pathname})`,
      },
    });
  }

  /** A POST: its status and answer, or undefined for a path the stand-in does not know. */
  private write(
    pathname: string,
    form: URLSearchParams,
  ): { status: number; answer: unknown } | undefined {
    if (pathname === '/v1/checkout/sessions') return { status: 200, answer: this.create(form) };
    if (pathname === '/v1/refunds') return this.refund(form);
    const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(pathname);
    if (expire) return this.expire(expire[1]!);
    return undefined;
  }

  /** A GET of an object the stand-in keeps, expanded as asked. */
  private read(pathname: string, expand: string[]): Response {
    const match =
      /^\/v1\/(checkout\/sessions|payment_intents|charges|balance_transactions|refunds)\/([\w-]+)$/.exec(
        pathname,
      );
    if (!match) return this.unknown('GET', pathname);
    const [, kind, objectId = ''] = match;
    const found = (what: string, object: unknown) =>
      object ? json(200, object) : notFound(`${what}: '${objectId}'`);
    switch (kind) {
      case 'checkout/sessions':
        return found('checkout.session', this.sessions.get(objectId));
      case 'charges':
        return found('charge', this.charges.get(objectId));
      case 'balance_transactions':
        return found('balance_transaction', this.balanceTransactions.get(objectId));
      case 'refunds':
        return found('refund', this.refunds.get(objectId));
      default: {
        const intent = this.intents.get(objectId);
        const charge = intent && this.charges.get(intent.latest_charge);
        if (!intent || !charge) return found('payment_intent', undefined);
        const withCharge = expand.some((path) => path.startsWith('latest_charge'));
        const withFee = expand.includes('latest_charge.balance_transaction');
        const balance = this.balanceTransactions.get(charge.balance_transaction);
        return json(200, {
          ...intent,
          latest_charge: withCharge
            ? { ...charge, balance_transaction: withFee ? balance : charge.balance_transaction }
            : intent.latest_charge,
        });
      }
    }
  }

  private create(form: URLSearchParams): StandInSession {
    const amount = Number(form.get('line_items[0][price_data][unit_amount]') ?? 0);
    const quantity = Number(form.get('line_items[0][quantity]') ?? 1);
    const metadata = metadataOf(form);
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
      payment_intent: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  /**
   * `POST /v1/refunds`: money back from a PaymentIntent's charge, at most what is left of it.
   * Card refunds at Stripe start `pending` and succeed a moment later: `refund.created`, then
   * `refund.updated` with the status `succeeded`, go to the webhook.
   */
  private refund(form: URLSearchParams): { status: number; answer: unknown } {
    const intentId = form.get('payment_intent') ?? '';
    const intent = this.intents.get(intentId);
    const charge = intent && this.charges.get(intent.latest_charge);
    if (!intent || !charge)
      return refused(
        404,
        'resource_missing',
        `No such payment_intent: '${intentId}'`,
        'payment_intent',
      );
    const left = charge.amount - charge.amount_refunded;
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (left <= 0)
      return refused(
        400,
        'charge_already_refunded',
        `Charge ${charge.id} has already been refunded.`,
      );
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
      return refused(
        400,
        'amount_too_large',
        `Refund amount (${euros(amount)}) is greater than unrefunded amount on charge (${euros(left)})`,
        'amount',
      );
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const created: StandInRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      payment_intent: intent.id,
      charge: charge.id,
      status: 'pending',
      failure_reason: null,
      metadata: metadataOf(form),
      reason: form.get('reason'),
      created: Math.floor(Date.now() / 1000),
    };
    const succeeded: StandInRefund = { ...created, status: 'succeeded' };
    this.refunds.set(created.id, succeeded);
    this.send([
      ['refund.created', created],
      ['refund.updated', succeeded],
    ]);
    return { status: 200, answer: created };
  }

  /**
   * The customer paid: the session completes with a PaymentIntent (its charge, and the fee in
   * the balance), and `checkout.session.completed` goes to the webhook. Answers where the
   * browser goes (the session's success URL).
   */
  pay(sessionId: string): string | undefined {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') return undefined;
    const created = Math.floor(Date.now() / 1000);
    const fee = standInFee(session.amount_total);
    const balance: StandInBalanceTransaction = {
      id: id('txn'),
      object: 'balance_transaction',
      amount: session.amount_total,
      fee,
      net: session.amount_total - fee,
      currency: session.currency,
      type: 'charge',
      fee_details: [
        {
          amount: fee,
          currency: session.currency,
          type: 'stripe_fee',
          description: 'Stripe processing fees',
        },
      ],
      created,
    };
    const intent: StandInPaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      latest_charge: id('ch'),
      metadata: session.metadata,
      created,
      livemode: false,
    };
    this.balanceTransactions.set(balance.id, balance);
    this.intents.set(intent.id, intent);
    this.charges.set(intent.latest_charge, {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      balance_transaction: balance.id,
      created,
      livemode: false,
    });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = intent.id;
    session.url = null;
    this.send([['checkout.session.completed', { ...session }]]);
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  /** `POST /v1/checkout/sessions/{id}/expire`: the shop ends an open session. */
  private expire(sessionId: string): { status: number; answer: unknown } {
    const session = this.sessions.get(sessionId);
    if (!session)
      return refused(404, 'resource_missing', `No such checkout.session: '${sessionId}'`);
    if (session.status !== 'open')
      return refused(
        400,
        'checkout_session_not_open',
        'Only Checkout Sessions with a status in [open] can be expired.',
      );
    this.cancel(sessionId);
    return { status: 200, answer: { ...session } };
  }

  /** The customer gave up: the session expires (as Stripe's does later) and they go back. */
  cancel(sessionId: string): string | undefined {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') return undefined;
    session.status = 'expired';
    session.url = null;
    this.send([['checkout.session.expired', { ...session }]]);
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

  /** Events to the webhook a moment later, one after the other, as Stripe sends them. */
  private send(events: [type: string, object: unknown][]) {
    const signed = events.map(([type, object]) => this.signedEvent(type, object));
    this.schedule(`stand-in ${events.map(([type]) => type).join(', ')}`, async () => {
      if (this.webhookDelayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, this.webhookDelayMs));
      for (const { payload, signature } of signed) await this.deliver(payload, signature);
    });
  }
}
