import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/status/', () => {
  it('answers mode and version to anyone, with and without the trailing slash', async () => {
    const client = new TestClient(t.app);
    for (const url of ['/api/status/', '/api/status']) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ application_mode: 'dev', version: '202601010000-test' });
    }
  });

  it('sets a script-readable csrftoken cookie and the data-answer security headers', async () => {
    const response = await new TestClient(t.app).get('/api/status/');
    const csrf = (response.cookies as { name: string; httpOnly?: boolean }[]).find(
      (c) => c.name === 'csrftoken',
    );
    expect(csrf).toBeDefined();
    expect(csrf?.httpOnly).toBeFalsy();
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBeUndefined();
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('gives documents the full policy: scripts from the site only, a strict referrer', async () => {
    const client = new TestClient(t.app);
    // The API documentation (development only) brings its own CSP.
    for (const url of ['/', '/api/docs/']) {
      const response = await client.get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const page = await client.get('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Content blocks' videos: the site's own files or https ones.
    expect(page.headers['content-security-policy']).toContain("media-src 'self' blob: https:");
    // Served over http (this app's address): no HSTS.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('has browsers keep to https for a year when the shop is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://shop.test' });
    try {
      const page = await new TestClient(secure.app).get('/');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

describe('GET /api/countries/', () => {
  it('lists every country with code, name and flag', async () => {
    const response = await new TestClient(t.app).get('/api/countries/');
    expect(response.statusCode).toBe(200);
    const countries = response.json<{ code: string; name: string; flag: string }[]>();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'at', name: 'Austria', flag: '🇦🇹' });
    const names = countries.map((country) => country.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Democratic Republic of the Congo');
  });
});

describe('GET /api/geo_location/', () => {
  it('takes the country from a proxy header', async () => {
    const response = await new TestClient(t.app).get('/api/geo_location/', {
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(response.json()).toEqual({ country_code: 'de' });
  });

  it('looks the address up in the GeoIP database', async () => {
    // 81.200.0.1 is allocated to an Austrian provider; 8.8.8.8 to a US one.
    const response = await new TestClient(t.app, '8.8.8.8').get('/api/geo_location/');
    expect(response.json()).toEqual({ country_code: 'us' });
  });

  it('falls back to Austria for private addresses and bogus headers', async () => {
    const response = await new TestClient(t.app, '10.1.2.3').get('/api/geo_location/', {
      headers: { 'cf-ipcountry': 'XX' },
    });
    expect(response.json()).toEqual({ country_code: 'at' });
  });
});

describe('unknown paths', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await new TestClient(t.app).get('/api/no-such-thing/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });
});
