import type { RouteOptions } from 'fastify';
import { signUp } from '../testing/accounts';
import { demoMerchant } from '../testing/demo';
import { useTestApp } from '../testing/test-app';
import { databaseFingerprint } from './database-fingerprint';
import { parameterKeys, PUBLIC_IDS, TENANT_IDS, type TenantA } from './id-parameters';

const t = useTestApp();

const methodsOf = (route: RouteOptions) =>
  [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS');

/** Routes of the table with a path parameter (docs and static files aside). */
function parameterRoutes(): RouteOptions[] {
  return t.app.routeTable.filter(
    (route) => route.url.includes('/:') && !route.url.startsWith('/api/docs'),
  );
}

type JsonSchema = {
  type?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** A value the schema accepts, as far as one can be made from it (patterns aside). */
function sample(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]!);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {})]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'intruder@example.test';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

const bodyFor = (route: RouteOptions) =>
  route.schema?.body ? sample(route.schema.body as JsonSchema) : undefined;

/** `?name=value…` for the required query parameters of the route. */
function queryFor(route: RouteOptions): string {
  if (!route.schema?.querystring) return '';
  const query = sample(route.schema.querystring as JsonSchema) as Record<string, unknown>;
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return search ? `?${search}` : '';
}

/** A 400 about the body: refused before any id was looked up, so nothing of A's was reached. */
const refusedBodyOnly = (status: number, body: string) =>
  status === 400 && (JSON.parse(body) as { message?: string }).message === 'ValidationFailed';

/** Suite §3.4: user B of workplace B uses A's ids on every route that takes one. */
describe('generated access matrix (IDOR)', () => {
  it('knows what every path parameter of every route names', () => {
    const unknown: string[] = [];
    for (const route of parameterRoutes())
      for (const key of parameterKeys(route.url))
        if (!(key in TENANT_IDS) && !(key in PUBLIC_IDS))
          unknown.push(`${methodsOf(route).join(',')} ${route.url} — parameter key '${key}'`);
    if (unknown.length > 0)
      throw new Error(
        `The access matrix does not know these route parameters:\n  ${unknown.join('\n  ')}\n` +
          'Add each key to api/src/security/id-parameters.ts: to TENANT_IDS with a function ' +
          'returning an id of that kind owned by workplace A (e.g. insert one row for a.workplaceId) — ' +
          'the matrix then checks that user B gets 404 or 403 and nothing changes — or to ' +
          'PUBLIC_IDS with the reason it is not a tenant’s id.',
      );
  });

  it('answers 404 or 403 to another workplace’s ids on every route, and changes nothing', async () => {
    const owner = await demoMerchant(t.app, t.db);
    const a: TenantA = { db: t.db, userId: owner.user.id, workplaceId: owner.demoWorkplaceId };
    const ids: Record<string, string> = {};
    for (const [key, make] of Object.entries(TENANT_IDS)) ids[key] = await make(a);
    const b = await signUp(t.app, 'intruder@example.test');
    const before = await databaseFingerprint(t.db);

    const answers: string[] = [];
    const leaks: string[] = [];
    const unreached: string[] = [];
    for (const route of parameterRoutes()) {
      const keys = parameterKeys(route.url);
      if (!keys.some((key) => key in TENANT_IDS)) continue;
      let url = route.url;
      for (const key of keys) {
        const name = key.slice(key.indexOf('/:') + 2);
        url = url.replace(`:${name}`, encodeURIComponent(ids[key] ?? 'x'));
      }
      url += queryFor(route);
      for (const method of methodsOf(route)) {
        const body = bodyFor(route);
        const answer = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { authorization: `Bearer ${b.token}`, 'workplace-id': b.workplaceId },
          ...(body !== undefined ? { payload: body as object } : {}),
        });
        const line = `${method} ${route.url} → ${answer.statusCode}`;
        answers.push(line);
        if (refusedBodyOnly(answer.statusCode, answer.body)) unreached.push(line);
        else if (answer.statusCode !== 404 && answer.statusCode !== 403)
          leaks.push(`${line} ${answer.body}`);
      }
    }
    const after = await databaseFingerprint(t.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    console.log(
      `access matrix: ${answers.length} requests with workplace A's ids by user B, ` +
        `${answers.length - leaks.length - unreached.length} answered 404/403, ` +
        `${unreached.length} refused at body validation, tables changed: ${changed.length}\n  ` +
        answers.join('\n  '),
    );
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
  });
});
