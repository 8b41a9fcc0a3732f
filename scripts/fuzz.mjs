// Fuzzes every operation of the API's OpenAPI document against the built app on a fresh
// database, as a visitor and as each demo role (docs/decisions/0030-api-fuzzing.md).
//
//   npm run build && npm run fuzz [-- --db postgres] [--port N] [--only TEXT]
//
// Each operation is called once as documented (a GET with plausible parameters) and then with
// bad input: required fields missing, wrong types, strings and numbers past their limits, a
// body that is no object, malformed path parameters. Checks: no answer is a 5xx; every status
// is documented and every JSON body matches the documented schema; a write answered 4xx
// changed nothing (a fingerprint of every table, read through the superuser's notebook).
// PGlite by default; `--db postgres` runs on a new database next to TEST_DATABASE_URL's.
import { parseArgs } from 'node:util';
import Ajv2020 from 'ajv/dist/2020.js';
import { Client } from './lib/client.mjs';
import { startFreshServer, waitForStatus } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    port: { type: 'string' },
    only: { type: 'string' },
  },
});
if (!['pglite', 'postgres'].includes(args.db)) throw new Error('--db: pglite or postgres');

const ROLES = {
  anonymous: undefined,
  customer: 'customer@example.com',
  reseller: 'reseller@example.com',
  staff: 'staff@example.com',
  admin: 'admin@example.com',
};
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls that would end the fuzzing's own session, or mail and log in for real. */
const SKIPPED = new Set(['POST /api/logout/']);
/**
 * Tables that every request may touch: the session's last visit, the rate limits' counters
 * (a bad request counts too), the cache's epoch.
 */
const VOLATILE_TABLES = ['sessions', 'rate_limits', 'app_state'];

// ---------------------------------------------------------------------------------------------
// Values from the document's schemas.
// ---------------------------------------------------------------------------------------------

let components = {};
const resolve = (schema) => {
  let seen = 0;
  while (schema?.$ref && seen++ < 20)
    schema = components[schema.$ref.replace('#/components/schemas/', '')];
  return schema ?? {};
};
const typesOf = (schema) => {
  const s = resolve(schema);
  if (s.type) return Array.isArray(s.type) ? s.type : [s.type];
  const branches = s.anyOf ?? s.oneOf ?? s.allOf;
  if (branches) return [...new Set(branches.flatMap(typesOf))];
  if (s.enum) return [typeof s.enum[0]];
  if (s.properties) return ['object'];
  return [];
};

/** A value that fits `schema` as well as can be guessed. */
function sample(schema, depth = 0) {
  const s = resolve(schema);
  if (depth > 6) return undefined;
  if ('const' in s) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const branch = branches.find((one) => !typesOf(one).includes('null')) ?? branches[0];
    return sample(branch, depth + 1);
  }
  if (s.allOf) return sample(s.allOf[0], depth + 1);
  const type = typesOf(s).find((one) => one !== 'null');
  switch (type) {
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const value = {};
      for (const name of s.required ?? [])
        value[name] = sample(s.properties?.[name] ?? {}, depth + 1);
      return value;
    }
    default:
      return 'x';
  }
}

/** A value of the wrong type for `schema`. */
function wrongType(schema) {
  const types = typesOf(schema);
  if (types.includes('string')) return types.includes('number') ? { x: 1 } : 12345;
  if (types.includes('number') || types.includes('integer')) return 'not a number';
  if (types.includes('boolean')) return 'maybe';
  if (types.includes('array')) return { not: 'a list' };
  if (types.includes('object')) return 'not an object';
  return { unexpected: [1, 2, 3] };
}

/** Values past the limits of `schema`: too long, too large, too small, too many. */
function pastLimits(schema) {
  const s = resolve(schema);
  const values = [];
  if (s.maxLength !== undefined) values.push('x'.repeat(s.maxLength + 1));
  if (s.minLength) values.push('');
  if (s.maximum !== undefined) values.push(s.maximum + 1);
  if (s.exclusiveMaximum !== undefined) values.push(s.exclusiveMaximum);
  if (s.minimum !== undefined) values.push(s.minimum - 1);
  if (s.maxItems !== undefined) values.push(Array.from({ length: s.maxItems + 1 }, () => 'x'));
  if (typesOf(s).includes('integer')) values.push(1.5, 2 ** 53 + 2);
  // PostgreSQL's text holds no NUL character.
  if (typesOf(s).includes('string')) values.push('a\u0000b');
  // Long, but short enough for a URL (Node refuses a request line past 16 KB with a 431).
  if (typesOf(s).includes('string') && s.maxLength === undefined) values.push('x'.repeat(5000));
  return values;
}

// ---------------------------------------------------------------------------------------------
// The requests of one operation.
// ---------------------------------------------------------------------------------------------

/** Path parameter values that reach something (or an honest 404). */
const PATH_VALUES = {
  sale_sequence: '2026-0001',
  id: '1',
  line_id: '1',
  key: '2026-0001-0123456789abcdef0123456789abcdef',
  slug: 'emilie-peace2',
  product: 'emilie-peace2',
  country_code: 'de',
};

const fillPath = (template, values) =>
  template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(values[name] ?? '1')));
const withQuery = (url, query) => {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  if (!entries.length) return url;
  return `${url}?${new URLSearchParams(entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`;
};

/** The documented call, then the bad ones, each `{ label, url, body?, rawBody?, fuzzed }`. */
function requestsOf(method, template, operation) {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const baseValues = Object.fromEntries(
    pathParams.map((p) => [p.name, PATH_VALUES[p.name] ?? sample(p.schema)]),
  );
  const baseQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, sample(p.schema)]),
  );
  const baseBody = bodySchema ? sample(bodySchema) : undefined;
  const url = (values = baseValues, query = baseQuery) =>
    withQuery(fillPath(template, values), query);
  const requests = [];
  // The documented call: reads only, so that the fuzzing changes no data on purpose.
  if (!UNSAFE.has(method)) requests.push({ label: 'as documented', url: url(), fuzzed: false });

  for (const p of pathParams) {
    // At most 100 characters, Fastify's limit for a path parameter (past it: a 414).
    for (const bad of ['x'.repeat(100), '-1', '99999999999999999999', 'a\u0000b', "1' OR '1'='1"])
      requests.push({
        label: `path ${p.name}=${bad.slice(0, 20)}`,
        url: url({ ...baseValues, [p.name]: bad }),
        body: baseBody,
        fuzzed: true,
      });
  }
  for (const p of queryParams) {
    // A query's value is text anyway: a string parameter has no wrong type to be sent.
    const wrong = typesOf(p.schema).includes('string') ? [] : [wrongType(p.schema)];
    for (const bad of [...wrong, ...pastLimits(p.schema)].slice(0, 5))
      requests.push({
        label: `query ${p.name}=${JSON.stringify(bad).slice(0, 20)}`,
        url: url(baseValues, { ...baseQuery, [p.name]: bad }),
        body: baseBody,
        fuzzed: true,
      });
  }
  if (bodySchema) {
    const s = resolve(bodySchema);
    requests.push({ label: 'body not JSON', url: url(), rawBody: '{"unclosed": ', fuzzed: true });
    requests.push({ label: 'body a list', url: url(), body: [baseBody], fuzzed: true });
    if (s.required?.length)
      requests.push({ label: 'body empty', url: url(), body: {}, fuzzed: true });
    const properties = Object.entries(s.properties ?? {});
    for (const [name, schema] of properties.slice(0, 12)) {
      const required = s.required?.includes(name);
      if (required) {
        const { [name]: _, ...without } = baseBody;
        requests.push({ label: `body without ${name}`, url: url(), body: without, fuzzed: true });
      }
      for (const bad of [wrongType(schema), ...pastLimits(schema)].slice(0, 5))
        requests.push({
          label: `body ${name}=${JSON.stringify(bad).slice(0, 20)}`,
          url: url(),
          body: { ...baseBody, [name]: bad },
          fuzzed: true,
        });
    }
  }
  return requests;
}

// ---------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------

/**
 * One statement (the notebook runs one, read-only) with, per table, its row count and the md5
 * of its rows in order. The notebook's own queries are staff writes the audit log records:
 * those lines are left out.
 */
const NOT_FINGERPRINTS = ` WHERE t.summary <> 'POST /api/notebook/query/'`;
const fingerprintSql = (tables) =>
  tables
    .filter((table) => !VOLATILE_TABLES.includes(table))
    .map(
      (table) =>
        `SELECT '${table}' AS table_name, (SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM "${table}" AS t${table === 'audit_log' ? NOT_FINGERPRINTS : ''}) AS fingerprint`,
    )
    .join('\nUNION ALL ');

async function main() {
  const started = Date.now();
  // Each role calls from an address of its own, so the per-address limits meet one role.
  const server = await startFreshServer('fuzz', {
    db: args.db,
    port: args.port ?? process.env.FUZZ_PORT,
    env: { TRUST_PROXY: 'true' },
  });
  const figures = {
    operations: 0,
    requests: 0,
    fiveXx: [],
    undocumented: [],
    mismatched: [],
    changed: [],
    accepted: [],
  };
  try {
    await waitForStatus(server);
    console.info(
      `fuzz: the server answers (${args.db}) after ${Math.round((Date.now() - started) / 1000)} s`,
    );
    const doc = await (await fetch(`${server.origin}/api/docs/json`)).json();
    components = doc.components?.schemas ?? {};
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const validators = new Map();
    const validatorOf = (schema) => {
      const key = JSON.stringify(schema);
      if (!validators.has(key)) {
        const rewritten = JSON.parse(key.replaceAll('"#/components/', '"doc#/components/'));
        validators.set(key, ajv.compile(rewritten));
      }
      return validators.get(key);
    };

    const clients = {};
    let octet = 10;
    for (const [role, email] of Object.entries(ROLES)) {
      const client = new Client(server.origin, `127.0.0.${octet++}`);
      if (email) await client.login(email);
      else await client.request('GET', '/api/status/');
      clients[role] = client;
    }
    const admin = clients.admin;
    const schema = await admin.request('GET', '/api/notebook/schema/');
    const sql = fingerprintSql(schema.json.tables.map((table) => table.name));
    const fingerprint = async () => {
      const answer = await admin.request('POST', '/api/notebook/query/', {
        body: { sql, limit: 1000 },
      });
      if (answer.status !== 200) throw new Error(`fingerprint: ${answer.status} ${answer.text}`);
      return new Map(answer.json.rows.map(([table, value]) => [table, value]));
    };
    const differences = (before, after) =>
      [...after].filter(([table, value]) => before.get(table) !== value).map(([table]) => table);

    const operations = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ method: method.toUpperCase(), template, operation })),
    );
    const selected = operations.filter(
      ({ method, template }) =>
        !SKIPPED.has(`${method} ${template}`) && (!args.only || template.includes(args.only)),
    );
    figures.operations = selected.length;

    for (const [role, client] of Object.entries(clients)) {
      for (const { method, template, operation } of selected) {
        const name = `${method} ${template}`;
        // Taken afresh: a read may write on purpose (a GDPR export is logged, a unit's label
        // issues a new secret).
        const before = UNSAFE.has(method) ? await fingerprint() : undefined;
        let allRefused = true;
        for (const request of requestsOf(method, template, operation)) {
          const answer = await client.request(method, request.url, request);
          figures.requests += 1;
          const where = `${name} as ${role}, ${request.label}: ${answer.status}`;
          if (answer.status >= 500) figures.fiveXx.push(`${where} ${answer.text.slice(0, 200)}`);
          if (answer.status < 400) allRefused = false;
          const documented = operation.responses?.[String(answer.status)];
          if (!documented) figures.undocumented.push(where);
          else {
            const schema = documented.content?.['application/json']?.schema;
            if (schema && answer.json !== undefined) {
              const validate = validatorOf(schema);
              if (!validate(answer.json))
                figures.mismatched.push(
                  `${where}: ${ajv.errorsText(validate.errors).slice(0, 200)}`,
                );
            }
          }
          if (request.fuzzed && answer.status < 400) figures.accepted.push(where);
        }
        // Every write sent is a bad one: when all were refused, nothing may have changed.
        if (before) {
          const changed = differences(before, await fingerprint());
          if (allRefused && changed.length)
            figures.changed.push(`${name} as ${role}: ${changed.join(', ')}`);
        }
      }
      // A call may have ended the session (a password changed, an account erased): log in again.
      if (ROLES[role] && (await client.request('GET', '/api/login/')).status !== 200)
        await client.login(ROLES[role]);
      console.info(`fuzz: ${role} done, ${figures.requests} requests so far`);
    }
  } finally {
    await server.stop();
  }

  const list = (title, items) => {
    console.info(`${title}: ${items.length}`);
    for (const item of items.slice(0, 40)) console.info(`  ${item}`);
    if (items.length > 40) console.info(`  … and ${items.length - 40} more`);
  };
  console.info(
    `\nfuzz (${args.db}): ${figures.operations} operations, ${figures.requests} requests, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  list('5xx seen', figures.fiveXx);
  list('undocumented answers', figures.undocumented);
  const byStatus = new Map();
  for (const item of figures.undocumented) {
    const status = item.slice(item.lastIndexOf(': ') + 2);
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }
  if (byStatus.size)
    console.info(`  by status: ${[...byStatus].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  list('answers not matching their schema', figures.mismatched);
  list('4xx writes that changed the database', figures.changed);
  list('bad input accepted (2xx/3xx)', figures.accepted);
  const failed =
    figures.fiveXx.length +
    figures.undocumented.length +
    figures.mismatched.length +
    figures.changed.length;
  process.exitCode = failed ? 1 : 0;
}

await main();
