import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../../lib/html';
import { notFound } from '../../../lib/http-error';
import type { Services } from '../../module';
import { CarrierError } from './errors';
import { STAND_IN_TRACKING_PAGES } from './stand-in';

const params = z.object({ number: z.string().regex(/^[A-Z]{2}\d{9}[A-Z]{2}$/, 'a parcel number') });

/**
 * The stand-in carrier's tracking page, where its labels' links and QR codes lead: the
 * parcel's state and history, and buttons that play the courier's part (take the parcels,
 * move them on). Only where the stand-in is the carrier.
 */
export default async function standInCarrierRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'carriers' | 'config'>,
) {
  const standIn = ctx.carriers.standIn;
  if (!standIn) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${STAND_IN_TRACKING_PAGES}/:number`,
    { schema: { hide: true, params } },
    async (request, reply) => {
      const shipment = await standIn.shipment(request.params.number);
      if (!shipment) throw notFound();
      const tracking = await standIn.track(request.params.number);
      const button = (action: string, label: string) =>
        `<form method="post" action="${STAND_IN_TRACKING_PAGES}/${escapeHtml(request.params.number)}/${action}"><button type="submit">${label}</button></form>`;
      const actions = {
        label_created: button('hand-over', 'Hand over to the courier'),
        handed_over: button('advance', 'Move on'),
        in_transit: button('advance', 'Move on'),
        out_for_delivery: button('advance', 'Deliver'),
      } as Partial<Record<string, string>>;
      const events = tracking.events
        .map(
          (event) =>
            `<li><time>${escapeHtml(event.at.replace('T', ' ').slice(0, 16))}</time> ${escapeHtml(event.description)}${event.location ? ` · ${escapeHtml(event.location)}` : ''}</li>`,
        )
        .join('');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parcel ${escapeHtml(request.params.number)} · stand-in carrier</title></head>
<body style="font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:24px;color:#1d2b36">
<main style="max-width:520px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)">
<p style="margin:0 0 8px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#8a5a00">Stand-in carrier: no parcel moves</p>
<h1 style="margin:0 0 8px;font-size:22px">Parcel ${escapeHtml(request.params.number)}</h1>
<p>${escapeHtml(ctx.config.brand)}, order ${escapeHtml(shipment.reference)}, ${escapeHtml(shipment.service)} to ${escapeHtml(shipment.to.city)} (${escapeHtml(shipment.to.country.toUpperCase())}).</p>
<p>Status: <strong class="status">${escapeHtml(tracking.status.replace(/_/g, ' '))}</strong>${tracking.estimatedDelivery ? ` · expected ${escapeHtml(tracking.estimatedDelivery)}` : ''}</p>
<ol>${events}</ol>
${actions[tracking.status] ?? ''}
</main></body></html>`);
    },
  );

  await app.register(async (scope) => {
    // The page's buttons post plain forms; their bodies say nothing the path does not.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    for (const action of ['hand-over', 'advance'] as const)
      scope.withTypeProvider<ZodTypeProvider>().post(
        `${STAND_IN_TRACKING_PAGES}/:number/${action}`,
        // A plain form post from the stand-in's own page, which carries no token.
        { config: { csrf: false }, schema: { hide: true, params } },
        async (request, reply) => {
          const { number } = request.params;
          if (!(await standIn.shipment(number))) throw notFound();
          try {
            if (action === 'hand-over') await standIn.handOver(number);
            else await standIn.advance(number);
          } catch (error) {
            // A cancelled label, a delivered parcel: the page shows where it stands.
            if (!(error instanceof CarrierError)) throw error;
          }
          return reply.redirect(`${STAND_IN_TRACKING_PAGES}/${number}`, 303);
        },
      );
  });
}
