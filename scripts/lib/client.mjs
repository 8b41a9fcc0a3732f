// A browser-like client of the running app for the scripts: keeps its cookies, sends the CSRF
// token on unsafe calls, and calls from an address of its own (the app runs with
// TRUST_PROXY=true, so the per-address limits meet one client's calls).

export const DEMO_PASSWORD = 'demo-pass-1234';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class Client {
  /** `timeoutMs`: a call without an answer by then is aborted (its fetch rejects). */
  constructor(origin, ip, { timeoutMs } = {}) {
    this.origin = origin;
    this.ip = ip;
    this.cookies = new Map();
    this.timeoutMs = timeoutMs;
  }

  /**
   * One call; answers `{ status, json, text, type }`. `headers` go with the usual ones;
   * `timeoutMs` overrides the client's.
   */
  async request(
    method,
    url,
    { body, rawBody, contentType, headers: extra, timeoutMs = this.timeoutMs } = {},
  ) {
    const headers = { 'x-forwarded-for': this.ip, accept: 'application/json', ...extra };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (UNSAFE.has(method)) headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    let payload;
    if (rawBody !== undefined) {
      payload = rawBody;
      headers['content-type'] = contentType ?? 'application/json';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.origin}${url}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, json, text, type: response.headers.get('content-type') };
  }

  async login(email, password = DEMO_PASSWORD) {
    await this.request('GET', '/api/status/');
    const answer = await this.request('POST', '/api/login/', { body: { email, password } });
    if (answer.status !== 200)
      throw new Error(`login of ${email}: ${answer.status} ${answer.text}`);
  }
}

/**
 * A new visitor's CSRF cookies and header, as the shop hands them out with `GET /api/status/`:
 * the token is signed for the visitor's pre-session id, so the cookies go with the header.
 * Any number of cart keys may share them (a cart is found by its own cookie).
 */
export async function visitorCsrf(origin) {
  const response = await fetch(`${origin}/api/status/`);
  if (!response.ok) throw new Error(`/api/status/: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const token = cookies
    .find((cookie) => cookie.startsWith('csrftoken='))
    ?.slice('csrftoken='.length);
  if (!token) throw new Error('/api/status/ handed out no CSRF token');
  return { cookie: cookies.join('; '), token };
}
