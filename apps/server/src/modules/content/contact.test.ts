import { CONTACT_SENT } from '@windfamily/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient, uniqueEmail } from '../../test/harness';
import { expectApiError, mailsTo } from '../../test/helpers';
import { CONTACT_LIMITS } from './contact';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A client from its own address, so that each test has its own limit. */
let address = 0;
const fromNewAddress = () => new TestClient(t.app, `198.51.100.${(address += 1)}`);

describe('POST /api/pages/contact/', () => {
  it('mails the message to the shop and a copy to the sender', async () => {
    const email = uniqueEmail('contact');
    const response = await fromNewAddress().post('/api/pages/contact/', {
      name: 'Lena Lift',
      email,
      message: 'Which size for 92 kg all-up?\n\nI fly mostly in the Alps.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: CONTACT_SENT });
    const [toShop] = await mailsTo(t, t.app.services.config.shopEmail);
    expect(toShop?.text).toContain(`Lena Lift <${email}> wrote`);
    expect(toShop?.text).toContain('I fly mostly in the Alps.');
    const [copy] = await mailsTo(t, email);
    expect(copy?.text).toContain('Which size for 92 kg all-up?');
  });

  it('refuses a message without name, with a bad address or too long, and mails nothing', async () => {
    await t.mails.drain();
    const before = t.mails.sent.length;
    for (const [body, field] of [
      [{ name: '', email: 'a@example.com', message: 'Hi' }, 'name'],
      [{ name: 'A', email: 'not-an-address', message: 'Hi' }, 'email'],
      [{ name: 'A', email: 'a@example.com', message: ' ' }, 'message'],
      [{ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }, 'message'],
    ] as const) {
      const answer = expectApiError(await fromNewAddress().post('/api/pages/contact/', body), 400);
      expect(Object.keys(answer.errors ?? {})).toContain(field);
    }
    await t.mails.drain();
    expect(t.mails.sent.length).toBe(before);
  });

  it('limits the messages from one address: then a 429 with Retry-After', async () => {
    const client = fromNewAddress();
    const body = { name: 'Flo', email: uniqueEmail('flood'), message: 'Hello' };
    for (let i = 0; i < CONTACT_LIMITS.perAddress.limit; i += 1)
      expect((await client.post('/api/pages/contact/', body)).statusCode).toBe(200);
    const limited = await client.post('/api/pages/contact/', body);
    expectApiError(limited, 429);
    expect(limited.headers['retry-after']).toBeTruthy();
    // The sender's copies stop at their own limit.
    expect((await mailsTo(t, body.email)).length).toBe(CONTACT_LIMITS.copiesPerRecipient.limit);
  });
});
