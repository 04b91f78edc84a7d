import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ShopifyStaffLinkBodySchema,
  ShopifyStaffLinkedSchema,
  ShopifyStaffStatusSchema,
  ShopifyStaffTicketBodySchema,
  ShopifyStaffTicketSchema,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { verifySessionToken } from '../../integrations/shopify/session-token';
import { currentSession } from '../../plugins/auth';
import { hasTheShop, linkStaffUser } from './embedded-user';
import { CONNECT_TTL_MS, openStaffTicket, sealStaffTicket } from './oauth-state';
import type { ShopifyServices } from './shopify-services';

const tags = ['shopify'];

/**
 * Which of our users a Shopify staff member acts as in the embedded app (spec 000 §4). A staff
 * member acting as the shop's owner gets a staff ticket inside the admin, signs in with their own
 * account in a window of its own, and links there (or connects the shop with the ticket).
 */
export const shopifyStaffRoutes: FastifyPluginAsyncTypebox<{
  services: ShopifyServices;
}> = async (app, { services }) => {
  const { db } = app.ctx;
  const { box, library } = services;

  app.get(
    '/auth/platform/shopify/staff',
    {
      auth: true,
      schema: {
        tags,
        description:
          'Whether the embedded session acts as the user its staff member linked (false: as the shop owner).',
        response: responses(ShopifyStaffStatusSchema),
      },
    },
    async (request) => {
      const staff = currentSession(request).shopifyStaff;
      return ok({ shop: staff?.shop ?? null, linked: staff?.linked ?? false });
    },
  );

  // Public: the session token is the proof; the shop need not be connected yet.
  app.post(
    '/auth/platform/shopify/staff-ticket',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          'A 10-minute staff ticket for a Shopify session token (staff member and shop), to link or connect in another window.',
        body: ShopifyStaffTicketBodySchema,
        response: responses(ShopifyStaffTicketSchema),
      },
    },
    async (request) => {
      const verified = await verifySessionToken(library, request.body.id_token);
      if (!verified?.userId) throw unauthorized();
      const ticket = sealStaffTicket(box, {
        shop: verified.shop,
        staffUserId: verified.userId,
        expiresAt: app.ctx.now().getTime() + CONNECT_TTL_MS,
      });
      return ok({ ticket, shop: verified.shop, expires_in: CONNECT_TTL_MS / 1000 });
    },
  );

  app.post(
    '/auth/platform/shopify/link',
    {
      auth: true,
      schema: {
        tags,
        description:
          "Links the ticket's staff member to the signed-in user, who must belong to a workplace the shop is connected to.",
        body: ShopifyStaffLinkBodySchema,
        response: responses(ShopifyStaffLinkedSchema),
      },
    },
    async (request) => {
      const session = currentSession(request);
      // signing in with our own account is what proves who the staff member is here
      if (session.shopifyStaff) throw forbidden();
      const staff = openStaffTicket(box, request.body.ticket, app.ctx.now().getTime());
      if (!staff) throw badRequest(MessageKey.InvalidOrExpiredLink);
      if (!(await hasTheShop(db, session.userId, staff.shop)))
        throw notFound(MessageKey.StoreNotFound);
      await linkStaffUser(
        db,
        { shop: staff.shop, staffUserId: staff.staffUserId, userId: session.userId },
        app.ctx.now(),
      );
      return ok({ shop: staff.shop }, MessageKey.SaveSuccess);
    },
  );
};
