import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/json-response';
import { api } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; max-age=0; path=/';
});

describe('the API client', () => {
  it('sends the CSRF token the browser holds at each call, the one renewed at login too', async () => {
    const sent: (string | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string, init: RequestInit) => {
        sent.push((init.headers as Record<string, string>)['X-CSRFToken']);
        // The login answer hands out a token signed for the new session, as a cookie.
        if (path === '/api/login/') document.cookie = 'csrftoken=for-the-session; path=/';
        return Promise.resolve(jsonResponse({}));
      }),
    );
    document.cookie = 'csrftoken=for-the-visitor; path=/';
    await api.post('/api/store/cart/add-item/', { product_variant: 1 });
    await api.post('/api/login/', { email: 'pilot@example.com', password: 'good-password' });
    await api.post('/api/store/cart/checkout/');
    expect(sent).toEqual(['for-the-visitor', 'for-the-visitor', 'for-the-session']);
  });
});
