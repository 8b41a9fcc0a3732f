import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerErasePayloadSchema,
  customerErasureSchema,
  customerExportSchema,
  customerPayloadSchema,
  customerSchema,
  customersQuerySchema,
  customersResponseSchema,
  resellerPayloadSchema,
  resellerSchema,
  resellersQuerySchema,
  resellersResponseSchema,
} from '@windfamily/contract/customers';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/audit';
import { guard } from '../../plugins/auth';
import type { Services } from '../module';

const tags = ['customers'];
const writeErrors = { ...staffErrors, 409: apiErrorSchema };

/** Customers and resellers as staff look after them, and the customers' data (GDPR). */
export default async function customerRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'customers' | 'customerData'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { customers, customerData } = ctx;
  // Sales read them to run orders; the store's staff to give accounts their price lists.
  const read = guard([PERMISSIONS.ordersView, PERMISSIONS.store]);
  const write = guard(PERMISSIONS.sales);

  app.get(
    '/api/store/customers/',
    {
      onRequest: read,
      schema: {
        tags,
        summary:
          'Accounts by part of the e-mail, name or company, country, reseller or not and having orders; newest, by name or biggest buyers first, 50 a page (staff)',
        querystring: customersQuerySchema,
        response: { 200: customersResponseSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return customers.list(request.query);
    },
  );

  app.get(
    '/api/store/customers/:id/',
    {
      onRequest: read,
      schema: {
        tags,
        summary:
          'An account: contact details, address, newest orders with their balance, colour combos, newsletter, money, price list and roles (staff)',
        params: idParams,
        response: { 200: customerSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return customers.customer(request.params.id);
    },
  );

  app.put(
    '/api/store/customers/:id/',
    {
      onRequest: write,
      schema: {
        tags,
        summary:
          "Change an account's e-mail (unique in any case), phone, company and address; 409 once its data was erased (staff)",
        params: idParams,
        body: customerPayloadSchema,
        response: { 200: customerSchema, ...writeErrors },
      },
    },
    (request) => customers.update(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/store/customers/:id/export/',
    {
      onRequest: write,
      schema: {
        tags,
        summary:
          'Everything the shop holds about the person behind an account, as a JSON file (GDPR art. 15 and 20); recorded in the audit log (staff)',
        params: idParams,
        response: { 200: customerExportSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const data = await customerData.export(actorOf(request), request.params.id);
      const day = data.exported_at.slice(0, 10);
      void reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="customer-${request.params.id}-${day}.json"`,
        );
      return data;
    },
  );

  app.post(
    '/api/store/customers/:id/erase/',
    {
      onRequest: write,
      schema: {
        tags,
        summary:
          "Erase an account's personal data (GDPR art. 17), its e-mail typed again to confirm: orders kept anonymised, issued invoices kept unchanged as tax law requires; 409 for staff, an order not shipped or cancelled, or an open balance (staff)",
        params: idParams,
        body: customerErasePayloadSchema,
        response: { 200: customerErasureSchema, ...writeErrors },
      },
    },
    (request) => customerData.erase(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/store/resellers/',
    {
      onRequest: read,
      schema: {
        tags,
        summary:
          'Reseller accounts by part of the e-mail, name, company or VAT id, with price list, orders and open balance, 50 a page (staff)',
        querystring: resellersQuerySchema,
        response: { 200: resellersResponseSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return customers.resellers(request.query);
    },
  );

  app.get(
    '/api/store/resellers/:id/',
    {
      onRequest: read,
      schema: {
        tags,
        summary: "A reseller's page: the account's, and the terms it buys on (staff)",
        params: idParams,
        response: { 200: resellerSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return customers.reseller(request.params.id);
    },
  );

  app.put(
    '/api/store/resellers/:id/',
    {
      onRequest: write,
      schema: {
        tags,
        summary:
          "Set an account's company, VAT id (in the format of its address's country), price list and whether it is a reseller; they apply from its next request (staff)",
        params: idParams,
        body: resellerPayloadSchema,
        response: { 200: resellerSchema, ...writeErrors },
      },
    },
    (request) => customers.updateReseller(actorOf(request), request.params.id, request.body),
  );
}
