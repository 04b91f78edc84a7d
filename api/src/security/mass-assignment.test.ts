import { eq, getTableName, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { rowsOf } from '../db/result-rows';
import { logIn, signUp } from '../testing/accounts';
import { demoMerchant } from '../testing/demo';
import { TABLES, useTestApp } from '../testing/test-app';
import { workplaceMembers } from '../db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/demo-merchant';
import { TENANT_IDS } from './id-parameters';
import { bodyFor, methodsOf, urlFor, type JsonSchema } from './route-samples';

const t = useTestApp();

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A balance no route would write by itself: found anywhere after the run, it was assigned. */
const BALANCE = 73191931;

/** Valid bodies for routes whose sample body (from the schema) their handler refuses outright. */
const BODIES: Record<string, object> = {
  'POST /api/core/notifications/mark-read': { all: true },
  'DELETE /api/center/products/import/delete': { all: true },
  'PUT /api/center/products/bulk_update': { all: true, pricing_rule: true },
  'POST /api/payments/subscription/preview': { plan_key: 'BASIC' },
  'POST /api/payments/charge-subscription': { plan_key: 'BASIC' },
  'POST /api/orders/v5/update-multiple-shipping-method': {
    order_ids: ['00000000-0000-4000-8000-000000000001'],
    pick: 'cheapest',
  },
  // a real address, so the product (none of the workplace's) is the one refusal
  'POST /api/orders/v5/create': {
    store_id: null,
    currency: 'USD',
    lines: [
      {
        product_id: '00000000-0000-4000-8000-000000000001',
        variant_id: 'x',
        quantity: 1,
        price: 100,
      },
    ],
    shipping_address: {
      first_name: 'Ava',
      address1: '1 Main St',
      city: 'Boston',
      zip: '02110',
      country_code: 'US',
      phone: '+1 201-555-0123',
    },
  },
  'PUT /api/center/products/setting/update': {
    rule: {
      currency: 'USD',
      tiers: [{ cost_from: 0, mode: 'multiplier', value: 2 }],
      compare_at: { mode: 'none', value: 0 },
      cents: null,
    },
  },
};

/**
 * Routes whose handler checks one body field against what exists (a catalogue product, a supplier,
 * a real address): its refusal naming that field alone shows the handler ran with the extras.
 */
const CHECKED_BY_HANDLER: Record<string, string> = {
  'POST /api/center/products/favourite': 'product_ids',
  'POST /api/center/products/favourite-suppliers': 'store_ids',
  'DELETE /api/center/products/favourite-suppliers': 'store_ids',
  'POST /api/center/products/import/:source': 'product_id',
  'POST /api/get-product-id-by-image': 'image',
  'PUT /api/pod/designs': 'area',
  'POST /api/auth/platform/woocommerce/install': 'shop',
  // without saved Smart Push targets, the channels to push to must name the workplace's stores
  'POST /api/center/products/push-all-multiple-channel': 'settings',
  'POST /api/products/pod/push-all-multiple-channel': 'settings',
  // the lines named must be lines of the order
  'POST /api/orders/:id/save-shipping': 'line_items.0.id',
  'POST /api/orders/:id/change-supplier': 'line_items.0.id',
  // the lines' products must be the workplace's imports
  'POST /api/orders/v5/create': 'lines.0.product_id',
};

/** Routes whose body carries the credential (a Shopify session token): their 401 is their own. */
const CREDENTIAL_IN_BODY = new Set(['POST /api/auth/platform/shopify/staff-ticket']);

/** Every route of the table that writes and takes a body (docs aside). */
function writeRoutes(): RouteOptions[] {
  return t.app.routeTable.filter(
    (route) =>
      route.schema?.body !== undefined &&
      !route.url.startsWith('/api/docs') &&
      methodsOf(route).some((method) => WRITE_METHODS.has(method)),
  );
}

/**
 * The fields a caller must never set, in the spellings a handler might pass on to a query (the
 * API's snake_case and Drizzle's camelCase), aimed at the victim's workplace and user.
 */
function extraFields(victim: { workplaceId: string; userId: string }): Record<string, unknown> {
  return {
    workplace_id: victim.workplaceId,
    workplaceId: victim.workplaceId,
    balance: BALANCE,
    balance_minor: BALANCE,
    balanceMinor: BALANCE,
    role: 'owner',
    status: 'paid',
    owner: victim.userId,
    owner_id: victim.userId,
    ownerId: victim.userId,
    user_id: victim.userId,
    userId: victim.userId,
  };
}

/** The extra fields the route does not declare itself (a declared `status` is the route's own). */
function undeclared(route: RouteOptions, extras: Record<string, unknown>): Record<string, unknown> {
  const declared = (route.schema!.body as JsonSchema).properties ?? {};
  return Object.fromEntries(Object.entries(extras).filter(([name]) => !(name in declared)));
}

/** Rows of every table whose text mentions `needle` (an id or a number), by table. */
async function mentions(needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of TABLES) {
    const name = getTableName(table);
    const result = await t.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM "${name}" t WHERE t::text LIKE '%${needle}%'`),
    );
    const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    if (n > 0) found[name] = n;
  }
  return found;
}

/** The attacker's memberships (workplace → role) and every wallet: what `role` and `balance` would change. */
async function standing(
  userId: string,
): Promise<{ roles: Record<string, string>; wallets: string }> {
  const members = await t.db
    .select({ workplaceId: workplaceMembers.workplaceId, role: workplaceMembers.role })
    .from(workplaceMembers)
    .where(eq(workplaceMembers.userId, userId));
  // the money in every wallet: a write may add a wallet or set its own flags (skip-recharge), but
  // no extra field may move a balance
  const result = await t.db.execute(
    sql`SELECT coalesce(string_agg(concat_ws(':', workplace_id, currency, balance_topup, balance_bonus), ',' ORDER BY workplace_id, currency), '') AS wallets
        FROM wallets WHERE balance_topup <> 0 OR balance_bonus <> 0`,
  );
  return {
    roles: Object.fromEntries(members.map((member) => [member.workplaceId, member.role])),
    wallets: String(rowsOf<{ wallets: string }>(result)[0]?.wallets),
  };
}

type Answer = { status: number; message?: string; errors?: { field: string }[] };

/** Suite §3.5: extra fields on every write endpoint are ignored or refused. */
describe('mass assignment', () => {
  it('ignores or refuses workplace_id, balance, role, status and owner on every write endpoint', async () => {
    const attacker = await demoMerchant(t.app, t.db);
    const victim = await signUp(t.app, 'victim@example.test');
    const victimIds = { workplaceId: victim.workplaceId, userId: victim.userId };
    // the attacker writes to their own data: ids of the attacker's workplace for every path
    const own = { db: t.db, userId: attacker.user.id, workplaceId: attacker.demoWorkplaceId };
    const ids: Record<string, string> = {};
    for (const [key, make] of Object.entries(TENANT_IDS)) ids[key] = await make(own);

    const victimBefore = {
      workplace: await mentions(victim.workplaceId),
      user: await mentions(victim.userId),
    };
    const balanceBefore = await mentions(String(BALANCE));
    const standingBefore = await standing(attacker.user.id);

    let token = attacker.token;
    const extras = extraFields(victimIds);
    const lines: string[] = [];
    const uncovered: string[] = [];
    const failures: string[] = [];
    for (const route of writeRoutes()) {
      const url = urlFor(route, ids);
      const added = undeclared(route, extras);
      for (const method of methodsOf(route).filter((m) => WRITE_METHODS.has(m))) {
        const name = `${method} ${route.url}`;
        const payload = { ...(BODIES[name] ?? (bodyFor(route) as object)), ...added };
        const send = () =>
          t.app.inject({
            method: method as 'POST',
            url,
            headers: { authorization: `Bearer ${token}`, 'workplace-id': attacker.demoWorkplaceId },
            payload,
          });
        let answer = await send();
        // a route that ended the attacker's session (sign out): sign in again for the next ones
        if (answer.statusCode === 401) {
          token = await logIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
          answer = await send();
        }
        const body = String(answer.headers['content-type'] ?? '').includes('json')
          ? (answer.json() as Answer)
          : ({ status: answer.statusCode } as Answer);
        const refusedFields = (body.errors ?? []).map((error) => error.field);
        const line = `${method} ${route.url} → ${answer.statusCode}${refusedFields.length ? ` (${refusedFields.join(', ')})` : ''}`;
        lines.push(line);
        if (answer.statusCode >= 500) failures.push(`${line} ${answer.body}`);
        else if (answer.statusCode === 400 && body.message === 'ValidationFailed') {
          // refused because of an extra field is fine; refused for the sample body means the
          // route was not reached with the extras
          const byHandler = refusedFields.join() === CHECKED_BY_HANDLER[name];
          if (!byHandler && !refusedFields.some((field) => field in added)) uncovered.push(line);
        } else if (
          (body.message === 'Unauthorized' && !CREDENTIAL_IN_BODY.has(name)) ||
          body.message === 'Forbidden'
        )
          // turned away by the session or workplace check, before the route
          uncovered.push(line);
      }
    }

    const victimAfter = {
      workplace: await mentions(victim.workplaceId),
      user: await mentions(victim.userId),
    };
    const balanceAfter = await mentions(String(BALANCE));
    const standingAfter = await standing(attacker.user.id);
    console.log(
      `mass assignment: ${lines.length} write requests with ${Object.keys(extras).length} extra fields, ` +
        `${lines.length - uncovered.length - failures.length} reached their route, ` +
        `${uncovered.length} not reached, ${failures.length} failed; rows naming the victim ` +
        `${JSON.stringify(victimBefore)} → ${JSON.stringify(victimAfter)}; rows with the assigned ` +
        `balance ${JSON.stringify(balanceBefore)} → ${JSON.stringify(balanceAfter)}; attacker's roles ` +
        `${JSON.stringify(standingBefore.roles)} → ${JSON.stringify(standingAfter.roles)}, wallets ` +
        `${standingBefore.wallets === standingAfter.wallets ? 'unchanged' : `${standingBefore.wallets} → ${standingAfter.wallets}`}\n  ${lines.join('\n  ')}`,
    );
    expect(failures).toEqual([]);
    expect(victimAfter).toEqual(victimBefore);
    expect(balanceAfter).toEqual(balanceBefore);
    // roles in the workplaces the attacker had (a workplace they create is theirs to own)
    expect(standingAfter.roles).toMatchObject(standingBefore.roles);
    expect(standingAfter.wallets).toBe(standingBefore.wallets);
    if (uncovered.length > 0)
      throw new Error(
        `These write routes were not reached with the extra fields:\n  ${uncovered.join('\n  ')}\n` +
          'Give each a valid body in BODIES of api/src/security/mass-assignment.test.ts (or, when its ' +
          'handler checks a body field against stored data, name the field in CHECKED_BY_HANDLER).',
      );
    // one case calls every write route (82 requests now; 11 s alone here), and the count grows with
    // the API: the 30 s default timed out at load 15
  }, 180_000);
});
