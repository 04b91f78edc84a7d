import { verifySessionToken } from '../../integrations/shopify/session-token';
import type { AppContext } from '../../plugins/app-context';
import type { ActiveSession } from '../auth/session-repository';
import { findEmbeddedUser } from './embedded-user';
import { shopifyServices } from './shopify-services';

/** Session tokens have no session row of ours: routes that revoke "this session" find none. */
const NO_SESSION_ROW = '00000000-0000-0000-0000-000000000000';

/**
 * The signed-in user for a Shopify session token (embedded mode, spec 000 §4): the token must be
 * valid for our app (signature, exp/nbf, aud) and name a shop (`dest`) connected with an active
 * token; the request then acts as the user the staff member (`sub`) linked, else as the shop's
 * owner (see findEmbeddedUser). Null otherwise.
 */
export async function sessionFromShopifyToken(
  ctx: AppContext,
  token: string,
): Promise<ActiveSession | null> {
  const services = shopifyServices(ctx);
  const verified = await verifySessionToken(services.library, token);
  if (!verified) return null;
  const user = await findEmbeddedUser(ctx.db, verified.shop, verified.userId);
  if (!user) return null;
  return {
    sessionId: NO_SESSION_ROW,
    userId: user.userId,
    email: user.email,
    shopifyStaff: { shop: verified.shop, staffUserId: verified.userId, linked: user.linked },
  };
}
