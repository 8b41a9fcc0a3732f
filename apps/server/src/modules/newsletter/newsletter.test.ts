import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@windfamily/contract/messages';
import {
  NEWSLETTER_MESSAGES,
  type NewsletterStatus,
  type SubscriberList,
} from '@windfamily/contract/newsletter';
import { newsletterSubscribers, rateLimits } from '../../db/schema';
import { createTestApp, type TestApp, TestClient, uniqueEmail } from '../../test/harness';
import { expectApiError, linkIn, loggedInClient, mailsTo } from '../../test/helpers';
import { standInWebBuild } from '../../test/web-pages';
import { csvCell } from '../../lib/csv';
import { newsletterMail, unsubscribeUrl } from './mails';
import { NEWSLETTER_RATE_LIMITS } from './newsletter.service';

let t: TestApp;
let staff: TestClient;
// A web build, so that the mailed links' pages are served as in production.
const web = standInWebBuild();
beforeAll(async () => {
  t = await createTestApp({}, { webDistDir: web.dir });
  staff = (await loggedInClient(t, 'staff')).client;
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const CONFIRM_LINK = 'http://shop.test/newsletter/confirm/';
const db = () => t.app.services.database.db;

const register = (email: string, client = new TestClient(t.app)) =>
  client.post('/api/newsletter/register/', { email });

async function subscriber(email: string) {
  const [row] = await db()
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return row;
}

/** Signs `email` up and answers the secret of the mailed confirmation link. */
async function signUp(email: string): Promise<string> {
  expect((await register(email)).statusCode).toBe(200);
  const mail = (await mailsTo(t, email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return linkIn(mail.text, CONFIRM_LINK).slice(CONFIRM_LINK.length);
}

/** Lets the 15-minute window of confirmation mails to `email` pass. */
const windowPassed = (email: string) =>
  db()
    .update(rateLimits)
    .set({ windowStart: sql`now() - interval '16 minutes'` })
    .where(eq(rateLimits.key, `newsletter:mail:${email}`));

const confirm = (secret: string) =>
  new TestClient(t.app).post('/api/newsletter/confirm/', { secret });
const unsubscribe = (secret: string) =>
  new TestClient(t.app).post('/api/newsletter/unsubscribe/', { secret });

describe('POST /api/newsletter/register/', () => {
  it('makes a new address pending and mails it a branded confirmation link', async () => {
    const email = uniqueEmail('news');
    const response = await register(email.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: NEWSLETTER_MESSAGES.registered });

    const row = await subscriber(email);
    expect(row).toMatchObject({ email, status: 'pending', confirmedAt: null });
    expect(row!.secret).toMatch(/^[0-9a-f]{32}$/);

    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Windfamily | Please confirm your newsletter subscription');
    expect(linkIn(mail.text, CONFIRM_LINK)).toBe(`${CONFIRM_LINK}${row!.secret}`);
    expect(mail.html).toContain(`href="${CONFIRM_LINK}${row!.secret}"`);
    expect(mail.html).toContain('Blue skies from the Windfamily team.');
  });

  it('answers the same for a new, pending, confirmed and unsubscribed address', async () => {
    const pending = uniqueEmail('pending');
    await signUp(pending);
    const confirmed = uniqueEmail('confirmed');
    await confirm(await signUp(confirmed));
    const unsubscribed = uniqueEmail('gone');
    await unsubscribe(await signUp(unsubscribed));

    const answers = [];
    for (const email of [uniqueEmail('new'), pending, confirmed, unsubscribed]) {
      const response = await register(email);
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      body: JSON.stringify({ detail: NEWSLETTER_MESSAGES.registered }),
    });
  });

  it('mails a pending address again at most once per 15 minutes', async () => {
    const email = uniqueEmail('again');
    await signUp(email);
    expect((await register(email)).statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(1);

    await windowPassed(email);
    expect((await register(email)).statusCode).toBe(200);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    // The same link: the first mail stays good.
    expect(linkIn(mails[1]!.text, CONFIRM_LINK)).toBe(linkIn(mails[0]!.text, CONFIRM_LINK));
  });

  it('mails nothing to a confirmed address', async () => {
    const email = uniqueEmail('done');
    await confirm(await signUp(email));
    await windowPassed(email);
    expect((await register(email)).statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(1);
    expect((await subscriber(email))!.status).toBe('confirmed');
  });

  it('lets an unsubscribed address subscribe again, with a new confirmation mail', async () => {
    const email = uniqueEmail('back');
    const secret = await signUp(email);
    await confirm(secret);
    await unsubscribe(secret);
    expect((await subscriber(email))!.status).toBe('unsubscribed');

    expect((await register(email)).statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(2);
    expect((await subscriber(email))!).toMatchObject({ status: 'pending', unsubscribedAt: null });
    expect((await confirm(secret)).json<NewsletterStatus>().status).toBe('confirmed');
  });

  it('refuses a malformed address with the field error, storing nothing', async () => {
    const response = await register('not-an-address');
    expectApiError(response, 400, { email: [MSG.invalidEmail] });
    expectApiError(await new TestClient(t.app).post('/api/newsletter/register/', {}), 400, {
      email: [MSG.required],
    });
    expect(await subscriber('not-an-address')).toBeUndefined();
  });

  it('needs the CSRF header', async () => {
    const response = await new TestClient(t.app).post(
      '/api/newsletter/register/',
      { email: uniqueEmail() },
      { csrf: false },
    );
    expectApiError(response, 403);
  });

  it('limits sign-ups per client address with a 429 and Retry-After', async () => {
    const client = new TestClient(t.app);
    const { limit } = NEWSLETTER_RATE_LIMITS.registerPerAddress;
    for (let i = 0; i < limit; i += 1)
      expect((await register(uniqueEmail('burst'), client)).statusCode).toBe(200);
    const email = uniqueEmail('blocked');
    const blocked = expectApiError(await register(email, client), 429);
    expect(blocked.detail).toBe(NEWSLETTER_MESSAGES.tooMany);
    expect(await subscriber(email)).toBeUndefined();
    // Another network is not affected.
    expect((await register(uniqueEmail('other'))).statusCode).toBe(200);
  });

  it('limits sign-ups per recipient, from any address', async () => {
    const email = uniqueEmail('target');
    const { limit } = NEWSLETTER_RATE_LIMITS.registerPerRecipient;
    for (let i = 0; i < limit; i += 1) expect((await register(email)).statusCode).toBe(200);
    const blocked = await register(email);
    expectApiError(blocked, 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });
});

describe('POST /api/newsletter/confirm/ and /unsubscribe/', () => {
  it('confirms a pending address, and again without change', async () => {
    const email = uniqueEmail('confirm');
    const secret = await signUp(email);
    const first = await confirm(secret);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'confirmed', detail: NEWSLETTER_MESSAGES.confirmed });
    const confirmedAt = (await subscriber(email))!.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);

    const again = await confirm(secret.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect((await subscriber(email))!.confirmedAt).toEqual(confirmedAt);
  });

  it('unsubscribes, and again without change; confirming then is refused', async () => {
    const email = uniqueEmail('unsub');
    const secret = await signUp(email);
    await confirm(secret);
    const first = await unsubscribe(secret);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      status: 'unsubscribed',
      detail: NEWSLETTER_MESSAGES.unsubscribed,
    });
    const when = (await subscriber(email))!.unsubscribedAt;
    expect(when).toBeInstanceOf(Date);
    expect((await unsubscribe(secret)).statusCode).toBe(200);
    expect((await subscriber(email))!.unsubscribedAt).toEqual(when);

    const late = expectApiError(await confirm(secret), 409);
    expect(late.detail).toBe(NEWSLETTER_MESSAGES.confirmAfterUnsubscribe);
    expect((await subscriber(email))!.status).toBe('unsubscribed');
  });

  it('a pending address may unsubscribe before confirming', async () => {
    const email = uniqueEmail('changed-mind');
    const secret = await signUp(email);
    expect((await unsubscribe(secret)).statusCode).toBe(200);
    expect((await subscriber(email))!.status).toBe('unsubscribed');
  });

  it('answers 404 for an unknown or malformed secret, and 400 without one', async () => {
    for (const call of [confirm, unsubscribe]) {
      expectApiError(await call('0'.repeat(32)), 404);
      expectApiError(await call('../../etc'), 404);
    }
    expectApiError(await new TestClient(t.app).post('/api/newsletter/confirm/', {}), 400);
  });
});

describe('newsletter mails', () => {
  it('carry the unsubscribe link of their subscriber in both bodies', () => {
    const mail = newsletterMail(
      { brand: 'Windfamily', publicUrl: 'http://shop.test' },
      { email: 'pilot@example.com', secret: 'a'.repeat(32) },
      { subject: 'Spring news', greeting: 'Hello pilots,', paragraphs: ['Test days in May.'] },
    );
    const link = unsubscribeUrl('http://shop.test', 'a'.repeat(32));
    expect(link).toBe(`http://shop.test/newsletter/unsubscribe/${'a'.repeat(32)}`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
  });

  it('carry that link in List-Unsubscribe headers, for one-click unsubscribing', () => {
    const secret = 'b'.repeat(32);
    const mail = newsletterMail(
      { brand: 'Windfamily', publicUrl: 'http://shop.test' },
      { email: 'pilot@example.com', secret },
      { subject: 'Spring news', greeting: 'Hello pilots,', paragraphs: ['Test days in May.'] },
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://shop.test/newsletter/unsubscribe/${secret}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keep their headers in the dev outbox, which shows them on /dev/mails/', async () => {
    const secret = 'c'.repeat(32);
    const mail = newsletterMail(
      { brand: 'Windfamily', publicUrl: 'http://shop.test' },
      { email: uniqueEmail('outbox'), secret },
      { subject: 'Autumn news', greeting: 'Hello pilots,', paragraphs: ['New colours.'] },
    );
    await t.app.services.outbox.send({ ...mail, messageId: '<newsletter@shop.test>' });
    const [stored] = await t.app.services.outbox.list(1);
    expect(stored).toMatchObject({ to: mail.to, headers: mail.headers });

    const page = (await new TestClient(t.app).get('/dev/mails/')).body;
    expect(page).toContain(
      `List-Unsubscribe: &lt;http://shop.test/newsletter/unsubscribe/${secret}&gt;`,
    );
    expect(page).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  /** A confirmed subscriber's newsletter, and the path of its List-Unsubscribe link. */
  async function subscribedPilot() {
    const email = uniqueEmail('one-click');
    const secret = await signUp(email);
    expect((await confirm(secret)).statusCode).toBe(200);
    const mail = newsletterMail(
      { brand: 'Windfamily', publicUrl: t.config.publicUrl },
      { email, secret },
      { subject: 'News', greeting: 'Hello,', paragraphs: ['Test days.'] },
    );
    const link = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(link.startsWith(t.config.publicUrl)).toBe(true);
    return { email, path: link.slice(t.config.publicUrl.length) };
  }

  /** The POST a mail program makes: no cookie, no CSRF token, the RFC's one field. */
  const oneClick = (path: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': contentType },
      payload:
        contentType === 'application/x-www-form-urlencoded'
          ? 'List-Unsubscribe=One-Click'
          : '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });

  it('unsubscribes with a POST to the List-Unsubscribe link, again without change', async () => {
    const { email, path } = await subscribedPilot();
    // Opening the link shows the page and changes nothing by itself.
    const opened = await new TestClient(t.app).get(path);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect((await subscriber(email))!.status).toBe('confirmed');

    const response = await oneClick(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'unsubscribed',
      detail: NEWSLETTER_MESSAGES.unsubscribed,
    });
    const row = (await subscriber(email))!;
    expect(row.status).toBe('unsubscribed');
    expect((await oneClick(path)).statusCode).toBe(200);
    expect((await subscriber(email))!.unsubscribedAt).toEqual(row.unsubscribedAt);
  });

  it('takes the form as multipart too, the encoding the RFC prefers', async () => {
    const { email, path } = await subscribedPilot();
    const response = await oneClick(path, 'multipart/form-data; boundary=b');
    expect(response.statusCode, response.body).toBe(200);
    expect((await subscriber(email))!.status).toBe('unsubscribed');
  });

  it('answers 404 for a link that is not a subscriber’s', async () => {
    for (const secret of ['0'.repeat(32), 'not-a-secret'])
      expectApiError(await oneClick(`/newsletter/unsubscribe/${secret}`), 404);
  });
});

describe('staff: subscribers and the CSV export', () => {
  it('pages, filters by status and searches (staff only)', async () => {
    const marker = `list${Date.now().toString(36)}`;
    const confirmedEmail = `${marker}-a@example.com`;
    await confirm(await signUp(confirmedEmail));
    await signUp(`${marker}-b@example.com`);

    const all = await staff.get(`/api/newsletter/admin/subscribers/?search=${marker}`);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json<SubscriberList>();
    expect(list.count).toBe(2);
    expect(list.page).toBe(1);
    expect(list.results.map((row) => row.email)).toEqual([
      `${marker}-b@example.com`,
      confirmedEmail,
    ]);

    const confirmed = (
      await staff.get(`/api/newsletter/admin/subscribers/?search=${marker}&status=confirmed`)
    ).json<SubscriberList>();
    expect(confirmed.results).toEqual([
      expect.objectContaining({ email: confirmedEmail, status: 'confirmed' }),
    ]);
    expect(confirmed.results[0]!.confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const beyond = (
      await staff.get(`/api/newsletter/admin/subscribers/?search=${marker}&page=9`)
    ).json<SubscriberList>();
    expect(beyond).toMatchObject({ count: 2, page: 9, results: [] });

    // A search for a wildcard finds only addresses that hold it.
    const none = (
      await staff.get(`/api/newsletter/admin/subscribers/?search=%25%25${marker}`)
    ).json<SubscriberList>();
    expect(none.count).toBe(0);
  });

  it('exports every confirmed subscriber as an escaped CSV attachment', async () => {
    const email = uniqueEmail('csv');
    await confirm(await signUp(email));
    const pending = uniqueEmail('csv-pending');
    await signUp(pending);
    // An address a spreadsheet would take for a formula (the contract allows it).
    const formula = `=hyperlink(1)-${Date.now()}@example.com`;
    await confirm(await signUp(formula));

    const response = await staff.get('/api/newsletter/admin/subscribers.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,confirmed_at');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${email},\\d{4}-`)));
    expect(response.body).not.toContain(pending);
    expect(lines).toContainEqual(expect.stringMatching(/^'=hyperlink\(1\)-\d+@example\.com,/));
    expect(lines.every((line) => !/^[=+\-@]/.test(line))).toBe(true);
  });

  it('escapes cells that start a formula and quotes separators', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+43')).toBe("'+43");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('pilot@example.com')).toBe('pilot@example.com');
  });

  it('is for staff only: 401 for visitors, 403 for customers', async () => {
    const customer = (await loggedInClient(t, 'customer')).client;
    for (const path of [
      '/api/newsletter/admin/subscribers/',
      '/api/newsletter/admin/subscribers.csv',
    ]) {
      expectApiError(await new TestClient(t.app).get(path), 401);
      expectApiError(await customer.get(path), 403);
    }
  });
});
