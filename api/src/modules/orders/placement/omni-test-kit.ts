import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { omniFulfillmentConfirmEndpoint } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderPlacements } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { setPlanLimits } from '../../../testing/plan-limits';
import { insertOrder, insertStore, type StockedVariant } from './placement-test-kit';

/** Lines the own service fulfils: mapped to a supplier product or not, it needs none of them. */
export const OMNI_LINES: StockedVariant[] = [
  { source: 'cj', productId: 'CJ-P-1', skuId: 'CJ-V-1' },
  { source: 'aliexpress', productId: '1005001', skuId: '12000001' },
];

/**
 * A merchant on a plan placing (and tracking parcels) without limit, with a store; `confirmed`
 * enables the own service (ADR 037); `order` adds a channel order of `lines`.
 */
export async function omniMerchant(
  app: FastifyInstance,
  db: Database,
  email: string,
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  const user = await signUp(app, email);
  await setPlanLimits(db, user.userId, {
    ORDER_FULFILLMENT: -1,
    BULK_ORDER_FULFILLMENT: -1,
    ORDER_TRACKING_NUMBERS: -1,
  });
  const caller: Caller = { token: user.token, workplaceId: user.workplaceId };
  if (confirmed) await callEndpoint(app, omniFulfillmentConfirmEndpoint, caller);
  const store = await insertStore(db, user.workplaceId);
  const order = (address = {}, lines: StockedVariant[] = OMNI_LINES) =>
    insertOrder(db, user.workplaceId, store.id, lines, address);
  return { user, caller, store, order };
}

/** The order's placements as stored. */
export const placementsOf = (db: Database, orderId: string) =>
  db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
