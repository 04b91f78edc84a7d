import type { RouteOptions } from 'fastify';
import { signUp } from '../testing/accounts';
import { demoMerchant } from '../testing/demo';
import { useTestApp } from '../testing/test-app';
import { databaseFingerprint } from './database-fingerprint';
import { parameterKeys, PUBLIC_IDS, TENANT_IDS, type TenantA } from './id-parameters';
import { bodyFor, methodsOf, urlFor } from './route-samples';

const t = useTestApp();

/** Routes of the table with a path parameter (docs and static files aside). */
function parameterRoutes(): RouteOptions[] {
  return t.app.routeTable.filter(
    (route) => route.url.includes('/:') && !route.url.startsWith('/api/docs'),
  );
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
      const url = urlFor(route, ids);
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
