// What makes the soak's virtual users browsers (scripts/soak.yml): an address and a choice of
// pages of their own, the CSRF token repeated from the cookie jar on every unsafe call, the
// web app's page-view reports, and the wait for a card payment's confirmation. The shop's
// products, posts and accounts come from the fixtures scripts/soak.mjs writes (SOAK_FIXTURES).
import { readFileSync } from 'node:fs';

const fixtures = JSON.parse(readFileSync(process.env.SOAK_FIXTURES, 'utf8'));
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Phones, laptops and desktops, as the web statistics see them. */
const SCREEN_WIDTHS = [390, 412, 768, 1366, 1536, 1920];
/** How long the order page asks for a card payment's state before giving up (2 s apart). */
const PAYMENT_POLLS = 15;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Accounts are handed out in turn, from a random start: a person is not in two visits at
 * once (two browsers of one account share its cart, and one's checkout would empty the
 * other's). The pools are large enough for the visits of a kind under way at a time.
 */
function inTurn(list) {
  let next = Math.floor(Math.random() * list.length);
  return () => list[next++ % list.length];
}
const nextCustomer = inTurn(fixtures.customers);
const nextClerk = inTurn(fixtures.clerks);

/** Each visit: its own address, device, pages and account. */
export async function visitor(context) {
  // An address of 198.18.0.0/15, the range set aside for benchmarks (RFC 2544).
  const n = Math.floor(Math.random() * 2 ** 17);
  const product = pick(fixtures.products);
  const wing = pick(fixtures.wings);
  Object.assign(context.vars, {
    ip: `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`,
    screenWidth: pick(SCREEN_WIDTHS),
    category: pick(fixtures.categories),
    productPath: product.path,
    variant: product.variant,
    wingPath: wing.path,
    wingVariant: wing.variant,
    post: pick(fixtures.posts),
    password: fixtures.password,
    guestName: `Soak Pilot ${n}`,
    guestEmail: `soak-${n}-${Date.now()}@example.com`,
    searchTerm: pick(fixtures.searchTerms),
    statisticsQuery: fixtures.statisticsQuery,
    paymentPolls: 0,
  });
}

/** A visit of a customer with an account. */
export async function customer(context) {
  context.vars.customer = nextCustomer();
}

/** A clerk's visit to the back office. */
export async function clerk(context) {
  context.vars.clerk = nextClerk();
}

/**
 * Before each call: the visitor's address (the app runs behind a trusted proxy), and on an
 * unsafe call the csrftoken cookie the jar holds now (a login may have renewed it).
 */
export async function asBrowser(request, context) {
  const headers = { ...request.headers, 'x-forwarded-for': context.vars.ip };
  if (UNSAFE.has(request.method)) {
    const token = context._jar
      .getCookiesSync(context.vars.target)
      .find((cookie) => cookie.key === 'csrftoken');
    if (token) headers['x-csrftoken'] = token.value;
  }
  request.headers = headers;
}

/** After a page (HTML) answer: the web app's page-view and goal reports for that page. */
export async function rememberPage(request, response, context) {
  if (response.statusCode !== 200) return;
  if (!String(response.headers['content-type'] ?? '').startsWith('text/html')) return;
  const path = new URL(request.url).pathname;
  const report = (extra) =>
    JSON.stringify({ path, screen_width: context.vars.screenWidth, ...extra });
  context.vars.pageViewBody = report({});
  context.vars.cartGoalBody = report({ goal: 'cart' });
  context.vars.orderGoalBody = report({ goal: 'order' });
}

/** The order's payment state, from the order page's repeated call. */
export async function notePaymentState(_request, response, context) {
  context.vars.paymentPolls += 1;
  try {
    context.vars.paymentState = JSON.parse(response.body).payment_state;
  } catch {
    context.vars.paymentState = undefined;
  }
}

/** Whether the order page keeps asking: the payment is not in yet, and it has not given up. */
export function paymentPending(context, next) {
  return next(context.vars.paymentState !== 'paid' && context.vars.paymentPolls < PAYMENT_POLLS);
}

/** A card order whose payment never showed as paid is a failed visit. */
export async function requirePaid(context) {
  if (context.vars.paymentState !== 'paid')
    throw new Error(`card payment not confirmed (${context.vars.paymentState ?? 'no answer'})`);
}
