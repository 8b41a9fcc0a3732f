import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { ORDER_SECRET_PATTERN, SALE_SEQUENCE_PATTERN } from '@windfamily/contract/orders';
import { formatEuro, centsToMoney } from '@windfamily/contract/money';
import type { Services } from '../module';
import { escapeHtml } from '../../lib/html';
import { notFound } from '../../lib/http-error';
import { countingKeyMisses } from '../orders/key-misses';
import { STAND_IN_PAGES } from './stripe-stand-in';

export const STRIPE_WEBHOOK_PATH = '/api/store/payments/stripe/webhook/';

const tags = ['store'];
const orderParams = z.object({
  sale_sequence: z.string().regex(SALE_SEQUENCE_PATTERN, 'an order number such as 2026-0042'),
  cryptic_str: z.string().regex(ORDER_SECRET_PATTERN, 'not this order'),
});

export default async function paymentRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'payments' | 'limiter' | 'config'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments, limiter } = ctx;
  const countingMisses = countingKeyMisses(limiter);

  app.get(
    '/api/store/payments/stripe/:sale_sequence/:cryptic_str/',
    {
      schema: {
        tags,
        summary:
          'Pay an order by card: a browser is sent on (303) to the payment page; a call asking for JSON gets `{url}`',
        params: orderParams,
        response: {
          200: z.object({ url: z.string() }),
          303: z.null(),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { sale_sequence, cryptic_str } = request.params;
      const url = await countingMisses(request, () =>
        payments.startCardPayment(sale_sequence, cryptic_str),
      );
      void reply.header('cache-control', 'no-store');
      if ((request.headers.accept ?? '').includes('application/json')) return { url };
      return reply.redirect(url, 303);
    },
  );

  app.get(
    '/api/store/payments/stripe/:sale_sequence/:cryptic_str/return/',
    {
      schema: {
        tags,
        summary: 'Where the payment page sends the customer back; goes on to the order page',
        params: orderParams,
        querystring: z.object({ session_id: z.string().max(200).default('') }),
        response: { 303: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { sale_sequence, cryptic_str } = request.params;
      const page = await countingMisses(request, () =>
        payments.returned(sale_sequence, cryptic_str, request.query.session_id),
      );
      return reply.header('cache-control', 'no-store').redirect(page, 303);
    },
  );

  // The webhook reads its body raw: the signature is over the exact bytes Stripe sent.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      STRIPE_WEBHOOK_PATH,
      {
        config: { csrf: false },
        bodyLimit: 512 * 1024,
        schema: {
          tags,
          summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET); each is processed once",
          response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await payments.handleWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const };
      },
    );
  });

  // The stand-in's payment page (development without Stripe keys, and the tests).
  const standIn = payments.standIn;
  if (!standIn) return;
  standIn.onEvent(async (payload, signature) => {
    const response = await fastify.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`the webhook answered ${response.statusCode}: ${response.body}`);
  });

  const sessionParams = z.object({ id: z.string().regex(/^cs_test_[0-9a-f]+$/) });
  app.get(
    `${STAND_IN_PAGES}/pay/:id`,
    { schema: { hide: true, params: sessionParams } },
    async (request, reply) => {
      const session = standIn.session(request.params.id);
      if (!session || session.status !== 'open') throw notFound();
      const amount = escapeHtml(formatEuro(centsToMoney(session.amount_total)));
      const form = (action: string, label: string, style: string) =>
        `<form method="post" action="${STAND_IN_PAGES}/pay/${escapeHtml(session.id)}/${action}"><button type="submit" style="${style}">${label}</button></form>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · ${escapeHtml(ctx.config.brand)}</title></head>
<body style="font-family:system-ui,sans-serif;background:#eef3f7;margin:0;padding:24px;color:#1d2b36">
<main style="max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)">
<p style="margin:0 0 8px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#8a5a00">Test mode: no money moves</p>
<h1 style="margin:0 0 16px;font-size:22px">Pay ${amount}</h1>
<p style="margin:0 0 24px">${escapeHtml(ctx.config.brand)}, order ${escapeHtml(session.client_reference_id ?? '')}. This page stands in for Stripe's payment page in development.</p>
${form('complete', `Pay ${amount}`, 'width:100%;padding:14px;border:0;border-radius:8px;background:#0b3d5c;color:#fff;font-size:16px;cursor:pointer;margin-bottom:12px')}
${form('cancel', 'Cancel and go back', 'width:100%;padding:12px;border:1px solid #b8c4cc;border-radius:8px;background:#fff;color:#1d2b36;font-size:15px;cursor:pointer')}
</main></body></html>`);
    },
  );

  await app.register(async (scope) => {
    // The stand-in's buttons post plain forms; their bodies say nothing the path does not.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    for (const action of ['complete', 'cancel'] as const)
      scope.withTypeProvider<ZodTypeProvider>().post(
        `${STAND_IN_PAGES}/pay/:id/${action}`,
        {
          // A plain form post from the stand-in's own page, which carries no token.
          config: { csrf: false },
          schema: { hide: true, params: sessionParams },
        },
        async (request, reply) => {
          const next =
            action === 'complete'
              ? standIn.pay(request.params.id)
              : standIn.cancel(request.params.id);
          if (!next) throw notFound();
          return reply.redirect(next, 303);
        },
      );
  });
}
