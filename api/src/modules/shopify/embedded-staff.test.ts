import { and, eq } from 'drizzle-orm';
import type {
  ShopifyStaffLinked,
  ShopifyStaffStatus,
  ShopifyStaffTicket,
  User,
} from '@omni/shared/contracts';
import { signSessionToken } from '@omni/sandbox/shopify/session-token';
import { shopifyStaffLinks, workplaceMembers } from '../../db/schema';
import { SANDBOX_SHOPIFY_API_KEY } from '../../integrations/shopify/shopify-config';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { finishConnect, startConnect, useShopifyStandIn } from './shopify-test-kit';

// Embedded sessions act as the user the Shopify staff member (the token's `sub`) linked, else
// as the shop's owner (spec 000 §4).
const APPAREL = 'omni-demo-apparel.myshopify.com';
const GADGETS = 'omni-demo-gadgets.myshopify.com';

const standIn = useShopifyStandIn(() => t.app);
const t = useTestApp();

/** A session token the stand-in's admin gives the app for one of the shop's staff members. */
async function adminToken(staffId: number, shop = APPAREL): Promise<string> {
  const response = await fetch(`${standIn.url}/control/shops/${shop}/session-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staff_id: staffId }),
  });
  return ((await response.json()) as { token: string }).token;
}

const staffTicket = async (staffId: number) =>
  call<ShopifyStaffTicket>(t.app, 'POST', '/api/auth/platform/shopify/staff-ticket', {
    body: { id_token: await adminToken(staffId) },
  });

/** Connects the shop to the user's workplace, optionally starting from a staff ticket. */
async function connect(who: SignedInUser, ticket?: string) {
  const run = await startConnect(t.app, standIn, who, 'omni-demo-apparel', ticket);
  const landed = await finishConnect(t.app, run.callback, run.cookie);
  expect(landed.searchParams.get('success')).toBe('1');
}

async function addMember(who: SignedInUser, workplaceId: string) {
  await t.db.insert(workplaceMembers).values({ workplaceId, userId: who.userId, role: 'member' });
}

/** Who an embedded request with this token acts as, and whether the staff member is linked. */
async function actingAs(token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const account = await t.app.inject({ method: 'GET', url: '/api/auth/account', headers });
  if (account.statusCode !== 200) return { http: account.statusCode };
  const staff = await t.app.inject({
    method: 'GET',
    url: '/api/auth/platform/shopify/staff',
    headers,
  });
  return {
    http: 200,
    email: (account.json() as { data: User }).data.email,
    status: (staff.json() as { data: ShopifyStaffStatus }).data,
  };
}

const link = (who: SignedInUser | { token: string }, ticket: string) =>
  call<ShopifyStaffLinked>(t.app, 'POST', '/api/auth/platform/shopify/link', {
    token: who.token,
    body: { ticket },
  });

describe('embedded sessions act as the staff member’s own user', () => {
  it('two staff members of one shop act as their own users; an unlinked one as the shop owner', async () => {
    const owner = await signUp(t.app, 'owner@staff.test');
    const colleague = await signUp(t.app, 'colleague@staff.test');
    await addMember(colleague, owner.workplaceId);

    // Alex (42) connects the shop from the admin: the install flow links Alex to the owner
    await connect(owner, (await staffTicket(42)).body.data!.ticket);
    // Sam (43) signs in with the colleague's own account and links
    const samTicket = await staffTicket(43);
    expect(samTicket.body.data!.shop).toBe(APPAREL);
    expect((await link(colleague, samTicket.body.data!.ticket)).body.data).toEqual({
      shop: APPAREL,
    });

    expect(await actingAs(await adminToken(42))).toMatchObject({
      email: 'owner@staff.test',
      status: { shop: APPAREL, linked: true },
    });
    expect(await actingAs(await adminToken(43))).toMatchObject({
      email: 'colleague@staff.test',
      status: { shop: APPAREL, linked: true },
    });
    // Jordan (44) never linked: the shop's owner, said to be a stand-in
    expect(await actingAs(await adminToken(44))).toMatchObject({
      email: 'owner@staff.test',
      status: { shop: APPAREL, linked: false },
    });
    // a session of ours is not embedded
    expect(await actingAs(colleague.token)).toMatchObject({ status: { shop: null } });

    // the colleague leaves the workplace: Sam is back to the owner, the link no longer counts
    await t.db
      .delete(workplaceMembers)
      .where(
        and(
          eq(workplaceMembers.userId, colleague.userId),
          eq(workplaceMembers.workplaceId, owner.workplaceId),
        ),
      );
    expect(await actingAs(await adminToken(43))).toMatchObject({
      email: 'owner@staff.test',
      status: { linked: false },
    });
  });

  it('the fallback is the owner of the workplace, not whoever connected the shop', async () => {
    const owner = await signUp(t.app, 'boss@staff.test');
    const member = await signUp(t.app, 'member@staff.test');
    await addMember(member, owner.workplaceId);
    await connect({ ...member, workplaceId: owner.workplaceId });
    expect(await actingAs(await adminToken(44))).toMatchObject({ email: 'boss@staff.test' });
  });

  it('links only users of a workplace the shop is connected to, only with a fresh ticket, never from inside the admin', async () => {
    const owner = await signUp(t.app, 'keeper@staff.test');
    await connect(owner);
    const ticket = (await staffTicket(43)).body.data!.ticket;
    const stranger = await signUp(t.app, 'stranger@staff.test');
    const refused = await link(stranger, ticket);
    expect(refused.http).toBe(404);
    expect(refused.body.message).toBe('StoreNotFound');
    // an embedded session (even the owner's) cannot link: signing in is the proof
    expect((await link({ token: await adminToken(43) }, ticket)).http).toBe(403);
    expect((await link(owner, `${ticket.slice(0, -4)}AAAA`)).body.message).toBe(
      'InvalidOrExpiredLink',
    );
    t.clock.advance(11 * 60_000);
    expect((await link(owner, ticket)).body.message).toBe('InvalidOrExpiredLink');
    expect(await t.db.select().from(shopifyStaffLinks)).toEqual([]);
    // a staff ticket of one shop does not connect another
    t.clock.advance(-11 * 60_000);
    const other = await call(t.app, 'POST', '/api/auth/platform/shopify/install', {
      ...owner,
      body: { shop: 'omni-demo-gadgets', staff_ticket: ticket },
    });
    expect(other.body.message).toBe('InvalidOrExpiredLink');
  });

  it('still rejects tokens for a shop not connected, for another app, or without a valid signature', async () => {
    const owner = await signUp(t.app, 'rejects@staff.test');
    await connect(owner);
    expect((await actingAs(await adminToken(42, GADGETS))).http).toBe(401);
    const foreign = signSessionToken({
      shopDomain: APPAREL,
      apiKey: 'another-app',
      apiSecret: 'another-secret',
      userId: 42,
      sessionId: 's',
    });
    expect((await actingAs(foreign)).http).toBe(401);
    const otherAudience = signSessionToken({
      shopDomain: APPAREL,
      apiKey: 'another-app',
      apiSecret: standIn.world.app.apiSecret,
      userId: 42,
      sessionId: 's',
    });
    expect((await actingAs(otherAudience)).http).toBe(401);
    const staffTicketFor = await call(t.app, 'POST', '/api/auth/platform/shopify/staff-ticket', {
      body: { id_token: otherAudience },
    });
    expect(staffTicketFor.http).toBe(401);
    expect(standIn.world.app.apiKey).toBe(SANDBOX_SHOPIFY_API_KEY);
  });
});
