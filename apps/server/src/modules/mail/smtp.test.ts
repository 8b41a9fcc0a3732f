import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { drainMails, openTestDatabase, TestClient, uniqueEmail } from '../../test/harness';
import { createUser } from '../../test/helpers';
import { messageIdOf, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { SmtpMailer } from './mailer';
import { renderMail } from './templates';

/** Undoes quoted-printable: soft line breaks and =XX bytes. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The decoded body of the MIME part with `contentType` in a raw message. */
function partOf(raw: string, contentType: string): string | undefined {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return undefined;
  for (const part of raw.split(`--${boundary}`)) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`content-type:\\s*${contentType}`, 'i').test(head)) continue;
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
      return decodeQuotedPrintable(body);
    if (/content-transfer-encoding:\s*base64/i.test(head)) {
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    return body;
  }
  return undefined;
}

let sink: SmtpSink;
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  sink = await startSmtpSink();
  const config = loadConfig({
    APP_MODE: 'dev',
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: '"Windfamily" <shop@windfamily.test>',
  });
  database = await openTestDatabase();
  // No `mailer` option: the app picks its mailer from SMTP_URL, as in production.
  app = await buildApp({ config, database, logger: false, cacheWatchMs: 0, version: 'test' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await sink?.close();
});

describe('mail over SMTP_URL', () => {
  it('delivers the password-reset mail with a text and an HTML part', async () => {
    expect(app.services.mailQueue.transport).toBeInstanceOf(SmtpMailer);
    const { user, email } = await createUser({ app });
    const response = await new TestClient(app).post('/api/require_password_reset/', { email });
    expect(response.statusCode).toBe(200);
    await drainMails(app);

    const mail = sink.received.find((message) => message.to.includes(email));
    expect(mail, 'no mail reached the SMTP server').toBeDefined();
    const raw = mail?.raw ?? '';
    expect(mail?.from).toBe('shop@windfamily.test');
    // The queue's Message-ID, in the sender's domain: the same on every try.
    expect(messageIdOf(raw)).toMatch(/^<[0-9a-f-]{36}@windfamily\.test>$/);
    expect(raw).toMatch(/^Subject: Windfamily \| Reset your password\r?$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);

    const text = partOf(raw, 'text/plain');
    const html = partOf(raw, 'text/html');
    const link = new RegExp(
      `http://shop\\.test/update_password/${Buffer.from(String(user.id)).toString('base64url')}/[\\w-]+`,
    );
    expect(text).toMatch(link);
    expect(html).toMatch(/<!doctype html>/i);
    expect(html).toMatch(link);
    const [uidb64, token] = (link.exec(text ?? '')?.[0] ?? '').split('/').slice(-2);

    // The delivered link works.
    const reset = await new TestClient(app).post('/api/update_password/', {
      uidb64,
      token,
      password: 'by-real-mail',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('sends nothing for an unknown address', async () => {
    const unknown = uniqueEmail('nobody');
    await new TestClient(app).post('/api/require_password_reset/', { email: unknown });
    await drainMails(app);
    expect(sink.received.some((message) => message.to.includes(unknown))).toBe(false);
  });

  it("delivers a mail's extra header lines (a newsletter's List-Unsubscribe)", async () => {
    const to = uniqueEmail('headers');
    const link = `http://shop.test/newsletter/unsubscribe/${'d'.repeat(32)}`;
    await app.services.mailQueue.enqueue(app.services.database.db, {
      ...renderMail('Windfamily', { to, subject: 'News', greeting: 'Hello,', paragraphs: [] }),
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await drainMails(app);
    const raw = sink.received.find((message) => message.to.includes(to))?.raw ?? '';
    // Unfolded: a long header line may continue on the next, indented.
    const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(new RegExp(`^List-Unsubscribe: <${link}>\r?$`, 'm'));
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('does not keep SMTP mails in the dev outbox, and says so there', async () => {
    const page = await new TestClient(app).get('/dev/mails/');
    expect(page.body).toContain('SMTP_URL is set');
    expect(page.body).toContain('No mail has been sent yet.');
  });
});

describe('renderMail', () => {
  it('escapes text in the HTML body, keeps it as is in the text body', () => {
    const mail = renderMail('Wind & Co', {
      to: 'a@b.at',
      subject: 'Hi <there>',
      greeting: 'Hello "Paula",',
      paragraphs: ['1 < 2 & 3 > 2'],
      action: { label: 'Go', url: 'http://shop.test/x?a=1&b=2' },
    });
    expect(mail.subject).toBe('Wind & Co | Hi <there>');
    expect(mail.html).toContain('1 &lt; 2 &amp; 3 &gt; 2');
    expect(mail.html).toContain('href="http://shop.test/x?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<there>');
    expect(mail.text).toContain('1 < 2 & 3 > 2');
    expect(mail.text).toContain('Go: http://shop.test/x?a=1&b=2');
  });
});
