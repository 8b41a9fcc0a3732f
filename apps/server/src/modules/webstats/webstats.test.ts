import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Webstats, WebstatsCollectPayload } from '@windfamily/contract/webstats';
import { rowsOf } from '../../db/client';
import { API_SECURITY_HEADERS } from '../../plugins/security-headers';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient, type Role } from '../../test/helpers';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const DAY = '2026-06-10';
/** 10:00 in Vienna (summer time) on DAY, plus `minutes`. */
const at = (minutes: number, day = DAY) =>
  new Date(new Date(`${day}T08:00:00Z`).getTime() + minutes * 60_000);

let t: TestApp;
let staff: TestClient;

const beacon = async (
  when: Date,
  visitor: { ip: string; agent: string; headers?: Record<string, string> },
  payload: WebstatsCollectPayload,
) => {
  t.app.services.webstats.clock = () => when;
  return t.app.inject({
    method: 'POST',
    url: '/api/webstats/collect/',
    remoteAddress: visitor.ip,
    headers: { 'user-agent': visitor.agent, 'content-type': 'text/plain', ...visitor.headers },
    payload: JSON.stringify(payload),
  });
};

const stats = async (from: string, to = from, now = at(600)) => {
  await t.app.services.webstats.flush();
  t.app.services.webstats.clock = () => now;
  const response = await staff.get(`/api/webstats/?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Webstats>();
};

/** Every stored row of every web statistics table, as text. */
const everything = async () =>
  JSON.stringify(
    await Promise.all(
      [
        'webstats_events',
        'webstats_salts',
        'webstats_daily',
        'webstats_daily_rows',
        'webstats_daily_funnel',
      ].map((table) => rowsOf(t.app.services.database.db, sql.raw(`SELECT * FROM ${table}`))),
    ),
  );

const eventCount = async () =>
  (
    await rowsOf<{ n: number }>(
      t.app.services.database.db,
      sql`SELECT count(*)::int AS n FROM webstats_events`,
    )
  )[0]?.n;

const A = { ip: '203.0.113.1', agent: CHROME };
const B = { ip: '203.0.113.2', agent: IPHONE, headers: { 'cf-ipcountry': 'DE' } };
const C = { ip: '203.0.113.1', agent: FIREFOX };

/** The scripted day: three visitors, four visits, one order. */
async function scriptedVisits() {
  const send = async (...args: Parameters<typeof beacon>) => {
    const response = await beacon(...args);
    expect(response.statusCode, response.body).toBe(204);
  };
  // A: home, a wing, into the cart, checkout, order: one visit of 6 minutes.
  await send(at(0), A, { path: '/', screen_width: 1920 });
  await send(at(2), A, { path: '/store/products/wings/emilie-peace2', screen_width: 1920 });
  await send(at(3), A, { path: '/store/products/wings/emilie-peace2', goal: 'cart' });
  await send(at(5), A, { path: '/store/checkout', screen_width: 1920 });
  await send(at(6), A, { path: '/store/checkout', goal: 'order' });
  // A again, 54 minutes later: a new visit of one page (a bounce).
  await send(at(60), A, { path: '/blog', screen_width: 1920 });
  // B: from a newsletter via Google, two wings and home, gaps under 30 minutes: 29 minutes.
  await send(at(10), B, {
    path: '/store/products/wings/carlito',
    referrer: 'https://www.google.com/search?q=carlito',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
    screen_width: 390,
  });
  await send(at(20), B, { path: '/store/products/wings/emilie-peace2/', screen_width: 390 });
  await send(at(39), B, { path: '/', referrer: 'https://shop.test/store/', screen_width: 390 });
  // C: the same address as A, another browser: another visitor; one page.
  await send(at(120), C, { path: '/', screen_width: 1366 });
  // Not counted: a crawler, Do-Not-Track, Global Privacy Control.
  await send(at(121), { ip: '203.0.113.9', agent: GOOGLEBOT }, { path: '/' });
  await send(at(122), { ip: '203.0.113.10', agent: CHROME, headers: { dnt: '1' } }, { path: '/' });
  await send(
    at(123),
    { ip: '203.0.113.11', agent: CHROME, headers: { 'sec-gpc': '1' } },
    { path: '/' },
  );
}

const row = (name: string, visitors: number, visits: number, page_views: number) => ({
  name,
  visitors,
  visits,
  page_views,
});

function expectScriptedFigures(answer: Webstats) {
  expect(answer).toMatchObject({
    visitors: 3,
    visits: 4,
    page_views: 8,
    bounce_rate: 0.5,
    // (6 + 0 + 29 + 0) minutes over four visits.
    visit_duration_seconds: 525,
  });
  expect(answer.days).toEqual([{ day: DAY, visitors: 3, visits: 4, page_views: 8 }]);
  expect(answer.pages).toEqual([
    row('/', 3, 3, 3),
    row('/store/products/wings/emilie-peace2', 2, 2, 2),
    row('/blog', 1, 1, 1),
    row('/store/checkout', 1, 1, 1),
    row('/store/products/wings/carlito', 1, 1, 1),
  ]);
  expect(answer.entry_pages).toEqual([
    row('/', 2, 2, 4),
    row('/blog', 1, 1, 1),
    row('/store/products/wings/carlito', 1, 1, 3),
  ]);
  expect(answer.exit_pages).toEqual([
    row('/', 2, 2, 4),
    row('/blog', 1, 1, 1),
    row('/store/checkout', 1, 1, 3),
  ]);
  expect(answer.referrers).toEqual([row('google.com', 1, 1, 3)]);
  expect(answer.campaigns).toEqual([row('newsletter / email / spring', 1, 1, 3)]);
  expect(answer.countries).toEqual([row('at', 2, 3, 5), row('de', 1, 1, 3)]);
  expect(answer.devices).toEqual([row('desktop', 2, 3, 5), row('phone', 1, 1, 3)]);
  expect(answer.browsers).toEqual([
    row('Chrome', 1, 2, 4),
    row('Firefox', 1, 1, 1),
    row('Safari', 1, 1, 3),
  ]);
  expect(answer.funnel.steps).toEqual([
    { step: 'product', visits: 2, conversion: 1 },
    { step: 'cart', visits: 1, conversion: 0.5 },
    { step: 'checkout', visits: 1, conversion: 0.5 },
    { step: 'order', visits: 1, conversion: 0.5 },
  ]);
  expect(answer.funnel.products).toEqual([
    { product: 'emilie-peace2', product_page: 2, cart: 1, checkout: 1, order: 1 },
    { product: 'carlito', product_page: 1, cart: 0, checkout: 0, order: 0 },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  // Every answer computes today's figures afresh: the script changes them between answers.
  t.app.services.webstats.liveCacheMs = 0;
  ({ client: staff } = await loggedInClient(t, 'content'));
  await scriptedVisits();
});
afterAll(async () => t.close());

describe('a scripted day of visits', () => {
  it('gives exactly the expected visitors, visits, bounces, durations, tables and funnel', async () => {
    expectScriptedFigures(await stats(DAY));
  });

  it('stores no address, no user agent and no cookie, and nothing of bots, DNT or GPC', async () => {
    expect(await eventCount()).toBe(10);
    const stored = await everything();
    expect(stored).not.toMatch(/203\.0\.113/);
    expect(stored).not.toContain('Mozilla');
    expect(stored).not.toContain('Googlebot');
  });

  it('counts the visitors of the last 5 minutes as real-time visitors', async () => {
    expect((await stats(DAY, DAY, at(7))).realtime_visitors).toBe(1);
    expect((await stats(DAY, DAY, at(21))).realtime_visitors).toBe(1);
    expect((await stats(DAY, DAY, at(600))).realtime_visitors).toBe(0);
  });

  it('answers the same after the day is rolled up, and after its raw events are gone', async () => {
    const webstats = t.app.services.webstats;
    webstats.clock = () => at(0, '2026-06-11');
    expect(await webstats.rollUp()).toEqual([DAY]);
    // A second instance's run finds the day done.
    expect(await webstats.rollUp()).toEqual([]);
    expectScriptedFigures(await stats(DAY, DAY, at(600, '2026-06-11')));
    expect(await eventCount()).toBe(10);

    webstats.clock = () => at(0, '2026-06-18');
    await webstats.rollUp();
    expect(await eventCount()).toBe(0);
    expectScriptedFigures(await stats(DAY, DAY, at(0, '2026-06-18')));
  });
});

describe('the daily salt', () => {
  it('makes the same browser another visitor the next day, and is deleted with its day', async () => {
    // A batch fetches its day's salt when it is written.
    const salts = async () => {
      await t.app.services.webstats.flush();
      return rowsOf<{ day: string }>(
        t.app.services.database.db,
        sql`SELECT day::text FROM webstats_salts ORDER BY day`,
      );
    };
    await beacon(at(0, '2026-06-20'), A, { path: '/' });
    await beacon(at(10, '2026-06-20'), A, { path: '/blog' });
    expect(await salts()).toEqual([{ day: '2026-06-20' }]);
    await beacon(at(0, '2026-06-21'), A, { path: '/' });
    expect(await salts()).toEqual([{ day: '2026-06-21' }]);

    const answer = await stats('2026-06-20', '2026-06-21', at(60, '2026-06-21'));
    expect(answer.visitors).toBe(2);
    expect(answer.visits).toBe(2);
    expect(answer.days).toEqual([
      { day: '2026-06-20', visitors: 1, visits: 1, page_views: 2 },
      { day: '2026-06-21', visitors: 1, visits: 1, page_views: 1 },
    ]);
    // The rollup on the next day leaves only that day's salt.
    t.app.services.webstats.clock = () => at(0, '2026-06-22');
    await t.app.services.webstats.rollUp();
    expect(await salts()).toEqual([]);
  });

  it('hashes each beacon of a batch written across midnight with the salt of its own day', async () => {
    // 23:59 and 00:01 in Vienna (summer time): one batch, two days.
    await beacon(new Date('2026-06-24T21:59:00Z'), A, { path: '/' });
    await beacon(new Date('2026-06-24T22:01:00Z'), A, { path: '/' });
    await t.app.services.webstats.flush();
    const rows = await rowsOf<{ day: string; visitor: string }>(
      t.app.services.database.db,
      sql`SELECT day::text, visitor FROM webstats_events WHERE day IN ('2026-06-24', '2026-06-25') ORDER BY at`,
    );
    expect(rows.map((row) => row.day)).toEqual(['2026-06-24', '2026-06-25']);
    expect(rows[0]!.visitor).not.toBe(rows[1]!.visitor);
    expect(
      await rowsOf(t.app.services.database.db, sql`SELECT day::text FROM webstats_salts`),
    ).toEqual([{ day: '2026-06-25' }]);
    // The next beacon of the new day keeps its visitor.
    await beacon(new Date('2026-06-24T22:05:00Z'), A, { path: '/blog' });
    await t.app.services.webstats.flush();
    const [later] = await rowsOf<{ visitor: string }>(
      t.app.services.database.db,
      sql`SELECT visitor FROM webstats_events WHERE path = '/blog' AND day = '2026-06-25'`,
    );
    expect(later!.visitor).toBe(rows[1]!.visitor);
  });

  it('fills the days without visits with zeros', async () => {
    const answer = await stats('2026-06-08', '2026-06-09');
    expect(answer.days.map((day) => day.page_views)).toEqual([0, 0]);
    expect(answer).toMatchObject({ visitors: 0, visits: 0, bounce_rate: 0 });
  });
});

describe("today's figures", () => {
  it('are reused for a while, then refreshed behind an answer', async () => {
    const webstats = t.app.services.webstats;
    const day = '2026-07-01';
    const now = at(600, day);
    const pageViews = async () => {
      webstats.clock = () => now;
      return (await webstats.stats(day, day)).page_views;
    };
    await beacon(at(0, day), A, { path: '/' });
    await webstats.flush();
    webstats.liveCacheMs = 60_000;
    try {
      expect(await pageViews()).toBe(1);
      await beacon(at(1, day), A, { path: '/blog' });
      await webstats.flush();
      expect(await pageViews()).toBe(1);
      // Older than its time: answered once more as it was while the new one is computed.
      webstats.liveCacheMs = 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await pageViews()).toBe(1);
      await vi.waitFor(async () => expect(await pageViews()).toBe(2));
    } finally {
      webstats.liveCacheMs = 0;
    }
  });
});

describe('the collection call', () => {
  it('needs no session nor CSRF token, sets no cookie, even with a stale session cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webstats/collect',
      remoteAddress: '198.51.100.4',
      headers: {
        'user-agent': CHROME,
        'content-type': 'text/plain;charset=UTF-8',
        cookie: 'sessionid=stale; csrftoken=x',
      },
      payload: JSON.stringify({ path: '/about' }),
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toBe('');
  });

  it('logs no address, not even at the info level that logs every other request', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      {},
      {
        database: t.app.services.database,
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      },
    );
    try {
      const send = (url: string, payload: string) =>
        logged.app.inject({
          method: 'POST',
          url,
          remoteAddress: '198.51.100.23',
          headers: { 'user-agent': CHROME, 'content-type': 'text/plain' },
          payload,
        });
      expect((await send('/api/webstats/collect/', JSON.stringify({ path: '/' }))).statusCode).toBe(
        204,
      );
      expect((await send('/api/webstats/collect/', 'not json')).statusCode).toBe(400);
      expect(lines.join('')).not.toContain('198.51.100.23');
      // The other calls are logged with their address, as before.
      await send('/api/store/cart/', '{}');
      expect(lines.join('')).toContain('198.51.100.23');
    } finally {
      await logged.close();
    }
  });

  it('answers 429 past 600 beacons a minute from one address, and goes on for the others', async () => {
    const from = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webstats/collect/',
        remoteAddress: ip,
        headers: { 'user-agent': CHROME, 'content-type': 'text/plain' },
        payload: JSON.stringify({ path: '/about' }),
      });
    await t.app.services.webstats.flush();
    const before = await eventCount();
    t.app.services.webstats.clock = () => at(30, '2026-06-11');
    for (let beacon = 0; beacon < 600; beacon += 1)
      expect((await from('198.51.100.99')).statusCode).toBe(204);
    const refused = await from('198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect((await from('198.51.100.100')).statusCode).toBe(204);
    // A minute later, the address is counted afresh.
    t.app.services.webstats.clock = () => at(31, '2026-06-11');
    expect((await from('198.51.100.99')).statusCode).toBe(204);
    await t.app.services.webstats.flush();
    expect((await eventCount()) ?? 0).toBe((before ?? 0) + 602);
  });

  it('refuses a bad body with a 400 and a too large one', async () => {
    const post = (payload: string, type = 'text/plain') =>
      t.app.inject({
        method: 'POST',
        url: '/api/webstats/collect/',
        headers: { 'user-agent': CHROME, 'content-type': type },
        payload,
      });
    expectApiError(await post('not json'), 400);
    expectApiError(await post(JSON.stringify({ path: 'no-slash' })), 400);
    expectApiError(await post(JSON.stringify({ path: '/', goal: 'sign-up' })), 400);
    expectApiError(await post(JSON.stringify({ path: '/', utm_source: 'x'.repeat(101) })), 400);
    expectApiError(await post(JSON.stringify({})), 400);
    expect((await post(JSON.stringify({ path: `/${'x'.repeat(5000)}` }))).statusCode).toBe(413);
    expect((await post(JSON.stringify({ path: '/' }), 'application/json')).statusCode).toBe(204);
  });

  it('answers an empty 204 without headers for content, and its failures with the data headers', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webstats/collect/',
        headers: { 'user-agent': CHROME, 'content-type': 'text/plain' },
        payload,
      });
    const counted = await post(JSON.stringify({ path: '/' }));
    expect(counted.statusCode).toBe(204);
    for (const header of ['x-request-id', 'content-security-policy', 'x-content-type-options'])
      expect(counted.headers[header]).toBeUndefined();

    const refused = await post('not json');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers).toMatchObject(API_SECURITY_HEADERS);
    const notThere = await t.app.inject({ method: 'GET', url: '/api/webstats/collect/' });
    expect(notThere.statusCode).toBe(404);
    expect(notThere.headers).toMatchObject(API_SECURITY_HEADERS);
    // Every other call keeps its request id.
    expect((await t.app.inject({ method: 'GET', url: '/api/webstats/' })).headers).toHaveProperty(
      'x-request-id',
    );
  });
});

describe('who reads the figures', () => {
  it.each<[Role, number]>([
    ['sales', 200],
    ['accounting', 200],
    ['content', 200],
    ['superuser', 200],
    ['warehouse', 403],
    ['customer', 403],
  ])('%s: %i', async (role, status) => {
    const { client } = await loggedInClient(t, role);
    expect((await client.get(`/api/webstats/?from=${DAY}&to=${DAY}`)).statusCode).toBe(status);
  });

  it('a visitor: 401', async () => {
    expectApiError(await new TestClient(t.app).get(`/api/webstats/?from=${DAY}&to=${DAY}`), 401);
  });

  it('a bad period: 400', async () => {
    for (const query of [
      '',
      `?from=${DAY}`,
      '?from=2026-06-10&to=2026-06-01',
      '?from=2026-13-01&to=2026-13-02',
      '?from=2024-01-01&to=2026-01-01',
    ])
      expectApiError(await staff.get(`/api/webstats/${query}`), 400);
  });
});
