import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { drainMails, openTestDatabase, TestClient } from '../../test/harness';
import { createUser, linkIn } from '../../test/helpers';
import { OutboxMailer } from '../mail/mailer';

// Built without the harness's capturing mailer: mails go to the dev outbox, as in `npm start`.
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  const config = loadConfig({
    APP_MODE: 'dev',
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
  });
  database = await openTestDatabase();
  app = await buildApp({ config, database, logger: false, cacheWatchMs: 0, version: 'test' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /dev/mails/', () => {
  it('says so when no mail was sent yet', async () => {
    const response = await new TestClient(app).get('/dev/mails/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No mail has been sent yet.');
  });

  it('lists every mail the app sent, newest first, with working links', async () => {
    expect(app.services.mailQueue.transport).toBeInstanceOf(OutboxMailer);
    const first = await createUser({ app });
    const second = await createUser({ app });
    for (const { email } of [first, second]) {
      const response = await new TestClient(app).post('/api/require_password_reset/', { email });
      expect(response.statusCode).toBe(200);
      await drainMails(app);
    }

    const response = await new TestClient(app).get('/dev/mails/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).toContain('Mails sent by Windfamily (2)');
    const firstAt = page.indexOf(`<strong class="to">${first.email}</strong>`);
    const secondAt = page.indexOf(`<strong class="to">${second.email}</strong>`);
    expect(firstAt).toBeGreaterThan(0);
    expect(secondAt).toBeGreaterThan(0);
    expect(secondAt).toBeLessThan(firstAt); // newest first

    const link = linkIn(page.slice(secondAt), 'http://shop.test/update_password/');
    expect(page).toContain(`href="${link}"`);
    const [uidb64, token] = link.split('/').slice(-2);
    const reset = await new TestClient(app).post('/api/update_password/', {
      uidb64,
      token,
      password: 'from-the-outbox',
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe('GET /api/docs', () => {
  it('serves the API documentation UI', async () => {
    const response = await new TestClient(app).get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('serves an OpenAPI document that lists the account calls', async () => {
    const response = await new TestClient(app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { requestBody?: unknown; tags?: string[] }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Windfamily API');
    const calls = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/login/',
        'POST /api/login/',
        'POST /api/logout/',
        'POST /api/register',
        'POST /api/require_password_reset/',
        'POST /api/require_email_reset/',
        'POST /api/update_email',
        'POST /api/update_password/',
        'POST /api/update_user_info',
        'GET /api/permissions/',
        'GET /api/status/',
        'GET /api/store/products/',
        'GET /api/store/products/{slug}',
        'GET /api/store/cart/',
        'POST /api/store/cart/',
        'POST /api/store/cart/add-item/',
        'POST /api/store/cart/set-promocode/',
        'GET /api/store/promocodes_public/{slug}/',
        'POST /api/store/promocodes/',
        'GET /api/vat_rate/{country_code}',
        'GET /api/logistics/shipment_prices',
        'GET /api/store/admin/products/',
        'POST /api/store/admin/images/',
      ]),
    );
    expect(doc.paths['/api/register']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/login/']?.post?.tags).toEqual(['accounts']);
    // Dev tools and the menu link are not API calls.
    expect(calls.some((call) => call.includes('/dev/') || call.includes('clear_cache'))).toBe(
      false,
    );
  });
});
