import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registration,
  type TestApp,
  TestClient,
  uniqueEmail,
} from '../test/harness';
import { expectApiError } from '../test/helpers';
import { NUL_MESSAGE } from './text-input';

// Found by `npm run fuzz`: PostgreSQL's text holds no NUL character, and these calls answered
// 500 when one came in a path, a query or a body.
describe('a NUL character in the input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is a 400 naming the field of a body, and nothing is written', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    const response = await client.post(
      '/api/register',
      registration(email, {
        address: { ...registration().address, name: 'Paula\u0000Pilot' },
      }),
    );
    expectApiError(response, 400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'address.name': [NUL_MESSAGE],
    });
    expect(await t.app.services.accounts.findByEmail(email)).toBeUndefined();
  });

  it('is a 400 at login, not a failed query', async () => {
    const response = await new TestClient(t.app).post('/api/login/', {
      email: 'pilot\u0000@example.com',
      password: 'whatever-it-is',
    });
    expectApiError(response, 400);
  });

  it.each([
    '/api/blog/posts/a%00b',
    '/api/colorpicker/combo/a%00b',
    '/api/store/products/?search=a%00b',
  ])('is a 400 in a path parameter or a query: %s', async (url) => {
    expectApiError(await new TestClient(t.app).get(url), 400);
  });

  it('is ignored where the route takes no such input', async () => {
    expect((await new TestClient(t.app).get('/api/status/?x=a%00b')).statusCode).toBe(200);
  });
});
