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
