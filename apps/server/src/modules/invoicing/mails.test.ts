import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../mail/mailer';
import { creditNoteDocumentOf } from './document';
import { invoiceMail } from './mails';
import { sampleDocument, testConfig } from './test-fixtures';

const order = { email: 'paula@example.com', url: 'http://shop.test/store/orders/2026-0042-abc' };
const pdf = Buffer.from('%PDF-1.7 not really a PDF, but bytes to carry');

describe('the invoice mail', () => {
  it('sends the invoice with what is left to pay and how', () => {
    const mail = invoiceMail(testConfig, { document: sampleDocument('domestic'), pdf }, order);
    expect(mail.to).toBe(order.email);
    expect(mail.subject).toBe('Windfamily | Invoice 2026-00042 for your order 2026-0042');
    expect(mail.text).toContain('Please transfer 4 008.98 € to Windfamily');
    expect(mail.text).toContain('with the reference 2026-0042');
    expect(mail.text).toContain(`Open your order: ${order.url}`);
    expect(mail.attachments).toEqual([
      { filename: '2026-00042.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const paid = invoiceMail(
      testConfig,
      { document: sampleDocument('domestic', { amountPaid: 400_898 }), pdf },
      order,
    );
    expect(paid.text).toContain('It is paid in full: thank you.');
    expect(paid.text).not.toContain('Please transfer');
  });

  it('sends a credit note naming the invoice it cancels', () => {
    const credit = creditNoteDocumentOf(sampleDocument('domestic'), {
      number: 'GS-2026-00001',
      issuedAt: new Date('2026-03-05T08:00:00Z'),
      reason: 'Lines changed',
    });
    const mail = invoiceMail(testConfig, { document: credit, pdf }, order);
    expect(mail.subject).toBe('Windfamily | Credit note GS-2026-00001 for your order 2026-0042');
    expect(mail.text).toContain('It cancels invoice 2026-00042 of 2026-03-04');
    expect(mail.text).toContain('Why: Lines changed.');
    expect(mail.attachments?.[0]?.filename).toBe('GS-2026-00001.pdf');
  });
});

describe('attachments over SMTP', () => {
  let server: SMTPServer;
  let port: number;
  const received: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // `server.server` is the underlying net.Server.
    port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reach the mail server as attachments of the message', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'shop@windfamily.test');
    await mailer.send({
      ...invoiceMail(testConfig, { document: sampleDocument('domestic'), pdf }, order),
      messageId: '<invoice@windfamily.test>',
    });
    const [raw = ''] = received;
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/im);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=2026-00042\.pdf/i);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=2026-00042\.pdf/i);
    const base64 = /filename=2026-00042\.pdf\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? '';
    expect(Buffer.from(base64.replace(/\s+/g, ''), 'base64').equals(pdf)).toBe(true);
  });
});
