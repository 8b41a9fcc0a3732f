// Kills the built app with SIGKILL in the middle of a stream of checkouts, card payments'
// events and invoicing, again and again, and checks after each restart that nothing answered
// was lost or doubled and that the shop's rules hold (docs/decisions/0032-crashes-and-faults.md).
//
//   npm run build && npm run crash-loop [-- --db pglite|postgres] [--rounds 20] [--clients 6]
//                                          [--port N] [--keep]
//
// One shop (a fresh data directory, or with --db postgres a new database next to
// TEST_DATABASE_URL's) lives through every round. Each round: visitors fill carts (a wing made
// to order, items in stock) and check out by bank transfer or card; card orders get their
// payment's signed `checkout.session.completed`, some of them twice at once, and earlier
// events are replayed; staff invoice paid orders. At a random moment the server is killed.
// Then, with the server down: `manage check` opens the database (the embedded one must open)
// and checks the shop's rules (the ledger, whole orders, number series, money). The server
// starts again; what got no answer is sent again as a customer, Stripe or a clerk would (the
// checkout with the same cart, the event, the invoicing); staff read back every order of the
// round: there once, with its lines, paid once, invoiced once with the number answered.
// Exits 1 on any lost or doubled order, broken rule, 5xx, or call left without an answer.
import { parseArgs } from 'node:util';
import { Client } from './lib/client.mjs';
import { freePort, freshStore, startServer, waitForStatus } from './lib/server.mjs';
import {
  cardSession,
  catalogueOf,
  cents,
  checkRules,
  checkout,
  deliver,
  fillCart,
  paidEvent,
  verifyOrders,
} from './lib/shop.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '20' },
    clients: { type: 'string', default: '6' },
    port: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
if (!['pglite', 'postgres'].includes(args.db)) throw new Error('--db: pglite or postgres');
const ROUNDS = Number(args.rounds);
const CLIENTS = Number(args.clients);
/** A call with no answer after this long is a hang, unless the server was killed meanwhile. */
const ANSWER_MS = 60_000;
/** A round in which no checkout is answered by then is killed at once. */
const NO_ORDER_MS = 180_000;
/** The kill comes this long after the round's first checkout is answered, at random in between. */
const KILL_AFTER_MS = [0, 5000];

const pick = (list) => list[Math.floor(Math.random() * list.length)];

const figures = {
  rounds: 0,
  checkouts: { card: 0, bank_transfer: 0 },
  refused: 0,
  unanswered: { checkouts: 0, placedBeforeTheKill: 0, events: 0, invoicings: 0 },
  events: { delivered: 0, twiceAtOnce: 0, replayed: 0 },
  invoices: { issued: 0, refused: 0 },
  ordersChecked: 0,
  lost: [],
  rulesBroken: [],
  serverErrors: [],
  /** Answers neither a success nor a refusal the stream can meet (sold out, invoiced already). */
  unexpected: [],
  noAnswer: [],
  startSeconds: [],
};

let octet = 0;
const newClient = (origin) => {
  octet += 1;
  const ip = `10.${(octet >> 16) & 255}.${(octet >> 8) & 255}.${octet & 255}`;
  return new Client(origin, ip, { timeoutMs: ANSWER_MS });
};

/**
 * One round's stream against `origin` until the server dies: `shop` keeps what every call
 * answered (or did not) across rounds.
 */
async function stream(origin, shop, isKilled, onOrder) {
  /** A call; undefined when it got no answer (the server died under it). */
  const call = async (what, expected, send) => {
    try {
      const answer = await send();
      const text = `${what}: ${answer.status} ${answer.text?.slice(0, 200) ?? ''}`;
      if (answer.status >= 500) figures.serverErrors.push(text);
      else if (!expected.includes(answer.status)) figures.unexpected.push(text);
      return answer;
    } catch (error) {
      if (!isKilled()) figures.noAnswer.push(`${what}: ${error.message}`);
      return undefined;
    }
  };

  const order = async (method) => {
    const client = newClient(origin);
    const variants = [pick(shop.catalogue.madeToOrder)];
    for (let extra = Math.floor(Math.random() * 3); extra > 0; extra -= 1)
      variants.push(pick(shop.catalogue.stocked));
    let cart;
    try {
      cart = await fillCart(client, variants, (what, status) => {
        if (status >= 500) figures.serverErrors.push(`${what}: ${status}`);
        else if (status !== 200 && status !== 409) figures.unexpected.push(`${what}: ${status}`);
      });
    } catch (error) {
      if (!isKilled()) figures.noAnswer.push(`filling a cart: ${error.message}`);
      return;
    }
    if (!cart.lines) return;
    const placed = { client, method, ...cart, sale: undefined };
    shop.pending.push(placed);
    const answer = await call('checkout', [200, 409], () => checkout(client, method));
    if (!answer) return;
    shop.pending.splice(shop.pending.indexOf(placed), 1);
    if (answer.status !== 200) {
      figures.refused += 1;
      return;
    }
    await placedOrder(shop, placed, answer.json);
  };

  const invoice = async () => {
    const paid = shop.orders.filter(
      (placed) => placed.paid && !placed.invoice && !placed.invoicing,
    );
    const placed = pick(paid);
    if (!placed) return order('card');
    placed.invoicing = true;
    const answer = await call('invoicing', [201, 409], () =>
      shop.staff.request('POST', `/api/store/orders/${placed.sale}/create_invoice`),
    );
    if (!answer) return;
    placed.invoicing = false;
    if (answer.status === 201) {
      placed.invoice = answer.json.number;
      placed.touched = shop.round;
      figures.invoices.issued += 1;
    } else figures.invoices.refused += 1;
  };

  const replay = async () => {
    const placed = pick(shop.orders.filter((candidate) => candidate.paid));
    if (!placed) return order('bank_transfer');
    const answer = await call('a replayed event', [200], () => deliver(shop.stripe, placed.event));
    if (answer?.status === 200) figures.events.replayed += 1;
  };

  const worker = async () => {
    while (!isKilled()) {
      const roll = Math.random();
      if (roll < 0.35) await order('bank_transfer');
      else if (roll < 0.7) await order('card');
      else if (roll < 0.85) await invoice();
      else await replay();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));

  /** A checkout answered: the order, and for a card order its payment and event. */
  async function placedOrder(shop, placed, answer) {
    placed.sale = answer.order.sale_sequence;
    placed.round = shop.round;
    shop.orders.push(placed);
    figures.checkouts[placed.method] += 1;
    onOrder();
    if (placed.method !== 'card') return;
    const started = await call('card payment', [200], () =>
      cardSession(placed.client, answer.link),
    );
    if (started?.status !== 200) return;
    placed.event = paidEvent(started.session, placed.sale, cents(answer.order.totals.total));
    await sendEvent(placed, Math.random() < 0.3);
  }

  async function sendEvent(placed, twice) {
    const sends = twice ? [1, 2] : [1];
    const answers = await Promise.all(
      sends.map(() => call('card event', [200], () => deliver(shop.stripe, placed.event))),
    );
    if (answers.some((answer) => answer?.status === 200)) {
      placed.paid = true;
      placed.touched = shop.round;
      figures.events.delivered += 1;
      if (twice) figures.events.twiceAtOnce += 1;
    } else if (answers.some((answer) => !answer)) shop.unsentEvents.push(placed);
  }
}

/** After a restart: what got no answer is sent again, as its customer, Stripe or clerk would. */
async function sendAgain(shop, killedAt) {
  for (const placed of shop.pending.splice(0)) {
    figures.unanswered.checkouts += 1;
    const answer = await checkout(placed.client, placed.method);
    // A cart placed before the kill answers with its order; a 409 says it was not placed and
    // its item sold out since: refused, as in the stream.
    if (answer.status === 409) {
      figures.refused += 1;
      continue;
    }
    if (answer.status !== 200) {
      figures.lost.push(
        `${placed.email}: the checkout sent again answered ${answer.status} ${answer.text.slice(0, 200)}`,
      );
      continue;
    }
    placed.sale = answer.json.order.sale_sequence;
    placed.round = shop.round;
    // The order was written before the kill, only its answer was lost: the same order.
    if (Date.parse(answer.json.order.sale_date) < killedAt)
      figures.unanswered.placedBeforeTheKill += 1;
    shop.orders.push(placed);
    figures.checkouts[placed.method] += 1;
  }
  for (const placed of shop.unsentEvents.splice(0)) {
    figures.unanswered.events += 1;
    const answer = await deliver(shop.stripe, placed.event);
    placed.touched = shop.round;
    if (answer.status === 200) placed.paid = true;
    else figures.lost.push(`order ${placed.sale}: its event sent again answered ${answer.status}`);
  }
  for (const placed of shop.orders.filter((candidate) => candidate.invoicing)) {
    figures.unanswered.invoicings += 1;
    placed.invoicing = false;
    placed.touched = shop.round;
    const answer = await shop.staff.request(
      'POST',
      `/api/store/orders/${placed.sale}/create_invoice`,
    );
    // 409: the first call issued it before the kill, and the invoice stands.
    if (answer.status === 201) {
      placed.invoice = answer.json.number;
      figures.invoices.issued += 1;
    } else if (answer.status === 409) placed.invoice = true;
    else
      figures.lost.push(`order ${placed.sale}: its invoicing sent again answered ${answer.status}`);
  }
}

async function main() {
  const started = Date.now();
  const store = await freshStore('crash', { db: args.db, databaseName: `wf_crash_${process.pid}` });
  const port = Number(args.port ?? (await freePort()));
  const env = { TRUST_PROXY: 'true', LOG_LEVEL: 'error' };
  const shop = { orders: [], pending: [], unsentEvents: [], round: 0 };
  let server;
  const start = async () => {
    const starting = Date.now();
    server = startServer(store, { port, env, stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForStatus(server);
    return (Date.now() - starting) / 1000;
  };
  try {
    console.info(`crash loop (${args.db}): starting a fresh shop`);
    const firstStart = await start();
    console.info(`crash loop: the shop answers after ${Math.round(firstStart)} s`);
    shop.staff = newClient(server.origin);
    await shop.staff.login('staff@example.com');
    shop.stripe = newClient(server.origin);
    shop.catalogue = await catalogueOf(newClient(server.origin));

    for (let round = 1; round <= ROUNDS; round += 1) {
      shop.round = round;
      let killed = false;
      const killAfter = KILL_AFTER_MS[0] + Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]);
      let killedAt = 0;
      const died = server.exited.then(() => {
        if (!killed) figures.noAnswer.push(`round ${round}: the server stopped by itself`);
        killed = true;
      });
      let firstOrder;
      const ordered = new Promise((resolve) => (firstOrder = resolve));
      const noOrder = new Promise((resolve) => setTimeout(resolve, NO_ORDER_MS, 'none').unref());
      const killer = Promise.race([ordered, server.exited, noOrder])
        .then((first) => {
          if (first === 'none') figures.noAnswer.push(`round ${round}: no checkout answered`);
        })
        .then(() => !killed && new Promise((resolve) => setTimeout(resolve, killAfter)))
        .then(async () => {
          killed = true;
          killedAt ||= Date.now();
          await server.kill();
        });
      const before = shop.orders.length;
      await Promise.all([stream(server.origin, shop, () => killed, firstOrder), killer, died]);

      const checked = await checkRules(store);
      if (!checked.opened)
        figures.rulesBroken.push(
          `round ${round}: the database did not open: ${checked.output.slice(0, 500)}`,
        );
      for (const breach of checked.report?.breaches ?? [])
        figures.rulesBroken.push(
          `round ${round}: ${breach.check} (${breach.count}): ${JSON.stringify(breach.rows).slice(0, 300)}`,
        );

      figures.startSeconds.push(await start());
      await sendAgain(shop, killedAt);
      // The round's orders, and those of earlier rounds it paid or invoiced.
      const problems = await verifyOrders(
        shop.staff,
        shop.orders.filter((placed) => placed.round === round || placed.touched === round),
      );
      figures.lost.push(...problems.map((problem) => `round ${round}: ${problem}`));
      figures.rounds = round;
      console.info(
        `round ${round}: killed ${Math.round(killAfter)} ms after the first order, ${shop.orders.length - before} orders, restarted in ${figures.startSeconds.at(-1).toFixed(1)} s, ${problems.length + (checked.report?.breaches.length ?? 1)} problems`,
      );
    }
    // Every order of every round, once more after the last restart.
    const problems = await verifyOrders(shop.staff, shop.orders);
    figures.lost.push(...problems.map((problem) => `at the end: ${problem}`));
    figures.ordersChecked = shop.orders.length;
    await server.stop();
    const last = await checkRules(store);
    if (!last.opened || last.report.breaches.length)
      figures.rulesBroken.push(`at the end: ${last.output.slice(0, 500)}`);
  } finally {
    await server?.stop();
    if (args.keep) console.info(`kept: ${store.databaseUrl ?? store.dataDir}`);
    else await store.remove();
  }
  report(started);
}

function report(started) {
  const f = figures;
  const answered = f.checkouts.card + f.checkouts.bank_transfer;
  const startTimes = [...f.startSeconds].sort((a, b) => a - b);
  console.info(`
crash loop (${args.db}): ${f.rounds} rounds of ${CLIENTS} clients, a SIGKILL each, ${Math.round((Date.now() - started) / 1000)} s
checkouts answered: ${answered} (card ${f.checkouts.card}, bank transfer ${f.checkouts.bank_transfer}); refused ${f.refused} (sold out)
  without an answer at the kill, sent again: ${f.unanswered.checkouts} (already placed before the kill: ${f.unanswered.placedBeforeTheKill})
card events delivered: ${f.events.delivered} (${f.events.twiceAtOnce} twice at once), replayed later: ${f.events.replayed}, sent again after a kill: ${f.unanswered.events}
invoices issued: ${f.invoices.issued}, refused: ${f.invoices.refused}, invoicings sent again after a kill: ${f.unanswered.invoicings}
restart: median ${startTimes[Math.floor(startTimes.length / 2)]?.toFixed(1) ?? '-'} s, longest ${startTimes.at(-1)?.toFixed(1) ?? '-'} s
orders read back by staff after the last restart: ${f.ordersChecked}
orders lost or doubled: ${f.lost.length}
rules broken: ${f.rulesBroken.length}
5xx answers: ${f.serverErrors.length}, other unexpected answers: ${f.unexpected.length}
calls without an answer (not killed): ${f.noAnswer.length}`);
  for (const [title, items] of [
    ['lost or doubled', f.lost],
    ['rules broken', f.rulesBroken],
    ['5xx', f.serverErrors],
    ['unexpected', f.unexpected],
    ['no answer', f.noAnswer],
  ])
    for (const item of items.slice(0, 20)) console.info(`  ${title}: ${item}`);
  process.exitCode =
    f.lost.length +
    f.rulesBroken.length +
    f.serverErrors.length +
    f.unexpected.length +
    f.noAnswer.length
      ? 1
      : 0;
}

await main();
