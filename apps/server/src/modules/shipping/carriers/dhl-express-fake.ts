import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

// A local fake of the MyDHL API for the tests: it answers the exchanges recorded under
// test-fixtures/dhl-express/ (the request the adapter sent, the answer DHL gives), and checks
// every request on the way in as DHL does: credentials, account, message reference, date
// format, and customs data where the shipment is customs-declarable.

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'test-fixtures',
  'dhl-express',
);

export interface DhlFixture {
  description: string;
  /** Answered only once the shipment is in DHL's hands (`handOver`). */
  when?: 'handed-over';
  /** The recorded request; fixtures without one are answered only when a test asks. */
  request?: { method: string; path: string; body?: unknown };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

export const loadDhlFixture = (name: string): DhlFixture =>
  JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as DhlFixture;

/** The exchanges the fake answers by themselves. */
const RECORDED = [
  'rates-de',
  'rates-us',
  'shipment-de-express',
  'shipment-ch-express',
  'shipment-de-bad-postcode',
  'shipment-us-standard',
  'tracking-de-none',
  'tracking-de-picked-up',
];

/** The test account's credentials, as the fixtures were recorded with. */
export const DHL_TEST_CREDENTIALS = {
  apiKey: 'windfamilyAT',
  apiSecret: 'Q!2wE4rT6yU8iO0p',
  account: '123456789',
} as const;

export interface ReceivedRequest {
  method: string;
  /** With its query string. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface DhlExpressFake {
  url: string;
  /** Every request, in order. */
  requests: ReceivedRequest[];
  /** What broke the API's rules or matched no recording: a test expects none. */
  problems: string[];
  /** The next request gets this fixture's answer, whatever it asks. */
  answerNext(fixture: string): void;
  /** The next request gets no answer at all. */
  hangNext(): void;
  /** From now on DHL's tracking shows the parcels picked up. */
  handOver(): void;
  close(): Promise<void>;
}

const PLANNED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2} GMT[+-]\d{2}:\d{2}$/;

function answer(res: http.ServerResponse, fixture: DhlFixture) {
  res.writeHead(fixture.response.status, fixture.response.headers);
  res.end(JSON.stringify(fixture.response.body));
}

function problem(res: http.ServerResponse, status: number, instance: string, detail: string) {
  res.writeHead(status, { 'content-type': 'application/problem+json' });
  res.end(
    JSON.stringify({
      instance: `/expressapi${instance}`,
      detail,
      title: 'Bad request',
      message: 'Bad request',
      status: String(status),
    }),
  );
}

/** The rules DHL applies before it looks at a request's content. */
function ruleBreaches(request: ReceivedRequest, account: string): string[] {
  const breaches: string[] = [];
  const reference = request.headers['message-reference'];
  if (typeof reference !== 'string' || reference.length < 28 || reference.length > 36)
    breaches.push('Message-Reference must be 28 to 36 characters');
  if (
    request.method === 'POST' &&
    !String(request.headers['content-type']).startsWith('application/json')
  )
    breaches.push('a POST must send JSON');
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object') {
    if (
      typeof body.plannedShippingDateAndTime !== 'string' ||
      !PLANNED.test(body.plannedShippingDateAndTime)
    )
      breaches.push(
        `plannedShippingDateAndTime ${JSON.stringify(body.plannedShippingDateAndTime)} is not like 2026-03-02T10:00:00 GMT+01:00`,
      );
    const accounts = body.accounts as { typeCode?: string; number?: string }[] | undefined;
    if (!accounts?.some((a) => a.typeCode === 'shipper' && a.number === account))
      breaches.push(`the shipper account ${account} is missing from accounts`);
    const content = body.content as
      { isCustomsDeclarable?: boolean; exportDeclaration?: unknown } | undefined;
    if (content?.isCustomsDeclarable && !content.exportDeclaration)
      breaches.push('a customs-declarable shipment needs content.exportDeclaration');
    if (content && !content.isCustomsDeclarable && content.exportDeclaration)
      breaches.push('a shipment that is not customs-declarable has no exportDeclaration');
  }
  return breaches;
}

export async function startDhlExpressFake(
  credentials = DHL_TEST_CREDENTIALS,
): Promise<DhlExpressFake> {
  const recorded = RECORDED.map(loadDhlFixture);
  const expected = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
  const scripted: (DhlFixture | 'hang')[] = [];
  let handedOver = false;
  const fake: DhlExpressFake = {
    url: '',
    requests: [],
    problems: [],
    answerNext: (name) => void scripted.push(loadDhlFixture(name)),
    hangNext: () => void scripted.push('hang'),
    handOver: () => void (handedOver = true),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      fake.requests.push(request);
      if (req.headers.authorization !== expected) return answer(res, loadDhlFixture('error-401'));
      const next = scripted.shift();
      if (next === 'hang') return; // the socket stays open until the client gives up
      if (next) return answer(res, next);
      const breaches = ruleBreaches(request, credentials.account);
      if (breaches.length > 0) {
        fake.problems.push(
          ...breaches.map((breach) => `${request.method} ${request.path}: ${breach}`),
        );
        return problem(res, 400, request.path, breaches.join('; '));
      }
      const candidates = recorded.filter(
        (fixture) =>
          fixture.request?.method === request.method &&
          fixture.request.path === request.path &&
          (fixture.request.body === undefined ||
            isDeepStrictEqual(fixture.request.body, request.body)),
      );
      const fixture =
        (handedOver ? candidates.find((c) => c.when === 'handed-over') : undefined) ??
        candidates.find((c) => c.when === undefined);
      if (!fixture) {
        fake.problems.push(
          `${request.method} ${request.path}: no recorded exchange has this request: ${text}`,
        );
        return problem(res, 422, request.path, 'No recorded exchange matches this request');
      }
      answer(res, fixture);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
