import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from '@windfamily/contract/orders';
import { type Database, openPostgres } from '../../db/client';
import { mailQueue, orderMails } from '../../db/schema';
import { seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, openTestDatabase, type TestApp, uniqueEmail } from '../../test/harness';
import { loggedInClient } from '../../test/helpers';
import { placeOrder } from '../../test/order-fixtures';
import { messageIdOf, type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import type { Mailer, QueuedMail } from './mailer';
import { MailQueue } from './queue';
import { renderMail } from './templates';

const onPostgres = process.env.TEST_DB === 'postgres';
/** Ports of this file's mail servers: PGlite's and PostgreSQL's runs may be at the same time. */
const DOWN_AND_UP_PORT = onPostgres ? 2526 : 2525;
const NEVER_UP_PORT = onPostgres ? 2528 : 2527;
/** Waits for what the sender does in the background: polled, never slept for. */
const UNTIL = { timeout: 15_000, interval: 25 };

const mailTo = (to: string, subject = 'Queued') =>
  renderMail('Windfamily', { to, subject, greeting: 'Hello,', paragraphs: ['A test.'] });

const rowsTo = (t: TestApp, to: string) =>
  t.app.services.database.db.select().from(mailQueue).where(eq(mailQueue.to, to));

const staffOrder = async (t: TestApp, saleSequence: string) => {
  const { client } = await loggedInClient(t, 'staff');
  return (await client.get(`/api/store/orders/${saleSequence}/`)).json<StaffOrder>();
};

describe('while the mail server is down', () => {
  let t: TestApp;
  let sink: SmtpSink | undefined;
  let kit: number;
  beforeAll(async () => {
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${DOWN_AND_UP_PORT}`,
        MAIL_FROM: '"Windfamily" <shop@windfamily.test>',
        MAIL_RETRY_DELAYS: '100ms',
        MAIL_GIVE_UP_AFTER: '1h',
      },
      { capture: false },
    );
    await seedCatalog(t);
    kit = await variantIdOf(t, 'REPAIR-KIT');
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('orders still go through; the mail leaves once, when the server is back', async () => {
    const email = uniqueEmail('outage');
    const order = await placeOrder(t, { items: [{ variantId: kit }], email });

    // Refused: kept, and tried again and again.
    await vi.waitFor(async () => {
      const [row] = await rowsTo(t, email);
      expect(row).toMatchObject({ state: 'pending', kind: 'confirmation' });
      expect(row!.attempts).toBeGreaterThanOrEqual(2);
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
    }, UNTIL);
    const waiting = await staffOrder(t, order.sale_sequence);
    expect(waiting.mails).toEqual([
      expect.objectContaining({ kind: 'confirmation', to: email, state: 'pending' }),
    ]);
    expect(waiting.mails[0]!.error).toMatch(/ECONNREFUSED/);

    sink = await startSmtpSink({
      port: DOWN_AND_UP_PORT,
      refuse: (address) => address.startsWith('nobody-'),
    });
    await vi.waitFor(async () => {
      const [row] = await rowsTo(t, email);
      expect(row?.state).toBe('sent');
    }, UNTIL);
    await t.mails.drain();
    const received = sink.received.filter((message) => message.to.includes(email));
    expect(received).toHaveLength(1);
    const [row] = await rowsTo(t, email);
    expect(messageIdOf(received[0]!.raw)).toBe(row!.messageId);
    expect(row!.sentAt).toBeInstanceOf(Date);

    // The order's timeline shows it once, sent.
    const sent = await staffOrder(t, order.sale_sequence);
    expect(sent.mails).toEqual([
      expect.objectContaining({ kind: 'confirmation', state: 'sent', error: null }),
    ]);
  });

  it('gives up at once on a mail the server refuses, and shows staff why', async () => {
    const email = uniqueEmail('nobody');
    const order = await placeOrder(t, { items: [{ variantId: kit }], email });
    await vi.waitFor(async () => {
      const [row] = await rowsTo(t, email);
      expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    }, UNTIL);
    const { mails } = await staffOrder(t, order.sale_sequence);
    expect(mails).toEqual([expect.objectContaining({ kind: 'confirmation', state: 'failed' })]);
    expect(mails[0]!.error).toMatch(/550/);
  });

  it('queues nothing in a transaction that rolls back', async () => {
    const email = uniqueEmail('rolled-back');
    const { db } = t.app.services.database;
    await expect(
      db.transaction(async (tx) => {
        await t.app.services.mailQueue.enqueue(tx, mailTo(email));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await t.mails.drain();
    expect(await rowsTo(t, email)).toEqual([]);
    expect(sink!.received.filter((message) => message.to.includes(email))).toEqual([]);
  });
});

describe('a mail not sent in time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${NEVER_UP_PORT}`,
        MAIL_RETRY_DELAYS: '50ms,100ms',
        MAIL_GIVE_UP_AFTER: '400ms',
      },
      { capture: false },
    );
  });
  afterAll(async () => t?.close());

  it('is tried with growing waits, then given up', async () => {
    const email = uniqueEmail('late');
    await t.app.services.mailQueue.enqueue(t.app.services.database.db, mailTo(email));
    await vi.waitFor(async () => {
      const [row] = await rowsTo(t, email);
      expect(row?.state).toBe('failed');
    }, UNTIL);
    const [row] = await rowsTo(t, email);
    // At 0, 50, 150, 250 and 350 ms at the most: the next try would come after the 400 ms.
    expect(row!.attempts).toBeLessThanOrEqual(5);
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    expect(row!.sentAt).toBeNull();
  });
});

describe(onPostgres ? 'two instances on one database' : 'one instance', () => {
  let sink: SmtpSink;
  let first: TestApp;
  let second: TestApp | undefined;
  let secondDatabase: Database | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const env = { SMTP_URL: `smtp://127.0.0.1:${sink.port}` };
    first = await createTestApp(env, { capture: false });
    const { url } = first.app.services.database as Database & { url?: string };
    if (url) {
      secondDatabase = openPostgres(url, 4, () => undefined);
      second = await createTestApp(env, { capture: false, database: secondDatabase });
    }
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    await sink?.close();
  });

  it('send a burst of 50 mails, each once, without being asked to', async () => {
    const apps = second ? [first, second] : [first];
    const batch = uniqueEmail('burst');
    const addresses = Array.from({ length: 50 }, (_, index) => `${index}-${batch}`);
    // Queued through both instances at once; every commit wakes every sender.
    await Promise.all(
      addresses.map((to, index) => {
        const { services } = apps[index % apps.length]!.app;
        return services.mailQueue.enqueue(services.database.db, mailTo(to, 'Burst'));
      }),
    );
    const db = first.app.services.database.db;
    await vi.waitFor(async () => {
      const rows = await db.select().from(mailQueue).where(inArray(mailQueue.to, addresses));
      expect(rows.filter((row) => row.state === 'sent')).toHaveLength(50);
    }, UNTIL);
    for (const app of apps) await app.mails.drain();

    const received = sink.received.filter((message) => message.to[0]?.endsWith(batch));
    expect(received).toHaveLength(50);
    expect(new Set(received.map((message) => message.to[0])).size).toBe(50);
    const ids = received.map((message) => messageIdOf(message.raw));
    expect(new Set(ids).size).toBe(50);
    const rows = await db.select().from(mailQueue).where(inArray(mailQueue.to, addresses));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.messageId))).toEqual(new Set(ids));
  });
});

describe('stopping the sender', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  it('waits for the mails being sent, and claims no more', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: QueuedMail[] = [];
    const slow: Mailer = {
      send: async (mail) => {
        started.push(mail);
        await held;
      },
    };
    const log = { error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
    const queue = new MailQueue(
      database,
      slow,
      log,
      { delaysMs: [1000], giveUpAfterMs: 3_600_000 },
      'shop@windfamily.test',
    );
    await queue.start();
    await queue.enqueue(database.db, mailTo('first@example.com'));
    await vi.waitFor(() => expect(started).toHaveLength(1), UNTIL);

    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await queue.enqueue(database.db, mailTo('second@example.com'));
    const [sending] = await database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'first@example.com'));
    expect(sending?.state).toBe('sending');
    expect(stopped).toBe(false);

    release();
    await stopping;
    const rows = await database.db.select().from(mailQueue).orderBy(mailQueue.id);
    expect(rows.map((row) => [row.to, row.state])).toEqual([
      ['first@example.com', 'sent'],
      ['second@example.com', 'pending'],
    ]);
    expect(started).toHaveLength(1);
    expect(await database.db.select().from(orderMails)).toEqual([]);
  });
});
