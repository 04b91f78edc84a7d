import { Type, type Static } from 'typebox';
import { ExternalChannelSchema, StoreSchema } from './stores';

/**
 * Shopify connect / disconnect / sales channels (spec 000 §3, §7; 002 §4, §5, §7 Channels).
 *
 * Connect: POST auth/platform/shopify/install { shop } (or GET shopify/shop/install?shop=…)
 * → { url }: the API's `auth/platform/shopify/begin?ticket=…` link, valid 10 minutes, for the
 * auto-login window to open. That link sets a short-lived state cookie and sends the browser to
 * Shopify's install screen (the sandbox stand-in's when no real credentials are configured).
 * Shopify returns the browser to the API's callback (HMAC, timestamp, state and shop checked);
 * the API saves the store and sends the browser on to the host's
 * `/auth/platform/shopify/callback` with the query below. The realtime event `store-connected`
 * ({ platform, shop, store_id }) is published to the workplace as well.
 *
 * Disconnect: POST auth/platform/shopify/uninstall { shop } → the store is removed at once
 * (`stores-uninstalled` is published too, as for WooCommerce).
 *
 * Embedded (000 §4): inside the Shopify admin the host sends `Authorization: Bearer <session
 * token>` (App Bridge `shopify.idToken()`, the `id_token` URL parameter on first load) instead of
 * a session token of ours. The request acts as the user the Shopify staff member (the token's
 * `sub`) linked, else as the shop's owner (the owner of the workplace the shop is connected to).
 *
 * Staff link: inside the admin, POST auth/platform/shopify/staff-ticket { id_token } → a staff
 * ticket (10 minutes) for a window of its own, where the merchant signs in with their own account
 * and either POST auth/platform/shopify/link { ticket } (their workplace has the shop) or connects
 * the shop with POST auth/platform/shopify/install { shop, staff_ticket } (linked on success).
 * GET auth/platform/shopify/staff says whether the current embedded session is linked.
 */

const ShopField = Type.String({ minLength: 1, maxLength: 255 });
const StaffTicketField = Type.String({ minLength: 1, maxLength: 2048 });

/** GET shopify/shop/install?shop=… */
export const ShopifyInstallQuerySchema = Type.Object({
  /** The shop as typed; normalised to `<handle>.myshopify.com` by the API (spec 002 §5). */
  shop: ShopField,
});

export const ShopifyInstallBodySchema = Type.Object({
  shop: ShopField,
  /** A staff ticket of this shop: its staff member is linked to the caller once connected. */
  staff_ticket: Type.Optional(StaffTicketField),
});
export type ShopifyInstallBody = Static<typeof ShopifyInstallBodySchema>;

// POST auth/platform/shopify/staff-ticket (no session of ours: the session token is the proof)
export const ShopifyStaffTicketBodySchema = Type.Object({
  id_token: Type.String({ minLength: 1, maxLength: 4096 }),
});
export const ShopifyStaffTicketSchema = Type.Object({
  ticket: Type.String(),
  shop: Type.String(),
  /** Seconds the ticket stays valid. */
  expires_in: Type.Integer(),
});
export type ShopifyStaffTicket = Static<typeof ShopifyStaffTicketSchema>;

// POST auth/platform/shopify/link (a session of ours, not a session token)
export const ShopifyStaffLinkBodySchema = Type.Object({ ticket: StaffTicketField });
export type ShopifyStaffLinkBody = Static<typeof ShopifyStaffLinkBodySchema>;
export const ShopifyStaffLinkedSchema = Type.Object({ shop: Type.String() });
export type ShopifyStaffLinked = Static<typeof ShopifyStaffLinkedSchema>;

// GET auth/platform/shopify/staff
export const ShopifyStaffStatusSchema = Type.Object({
  /** The shop of the embedded session; null for a session of ours. */
  shop: Type.Union([Type.String(), Type.Null()]),
  /** false: an unlinked staff member, acting as the shop's owner. */
  linked: Type.Boolean(),
});
export type ShopifyStaffStatus = Static<typeof ShopifyStaffStatusSchema>;

/** Why a connect failed, in the host callback's `reason` (translated by the host). */
export const SHOPIFY_CONNECT_FAILURES = [
  /** The link or the state cookie expired or was used in another browser: start again. */
  'expired',
  /** The callback was not signed by Shopify, or its timestamp is too old. */
  'invalid_signature',
  /** The shop Shopify returned is not the one asked for, or not a Shopify domain. */
  'invalid_shop',
  /** StoreAlreadyExistsInThisAccount: the workplace has this store already. */
  'StoreAlreadyExistsInThisAccount',
  /** StoreExistAnotherOwner (STORE_EXIST_ANOTHER_OWNER): another owner's account has the shop. */
  'StoreExistAnotherOwner',
  /** The merchant or Shopify refused, or Shopify could not be reached. */
  'install_failed',
] as const;
export type ShopifyConnectFailure = (typeof SHOPIFY_CONNECT_FAILURES)[number];

/**
 * The host's `/auth/platform/shopify/callback` query: `success=1&store_id=…&shop=…` or
 * `success=0&reason=<ShopifyConnectFailure>&shop=…`.
 */
export const ShopifyCallbackResultSchema = Type.Object({
  success: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  shop: Type.Optional(Type.String()),
  store_id: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});
export type ShopifyCallbackResult = Static<typeof ShopifyCallbackResultSchema>;

// GET /status/shopify-service/api/shopify/shop/publications (store-id header)
export const PublicationsQuerySchema = Type.Object({
  clear_cache: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  update_external_channels: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});
export type PublicationsQuery = Static<typeof PublicationsQuerySchema>;

/** The store's sales channels as Shopify lists them, and the store after the update. */
export const PublicationsSchema = Type.Object({
  external_channels: Type.Array(ExternalChannelSchema),
  store: StoreSchema,
});
export type Publications = Static<typeof PublicationsSchema>;

export const ShopifyUninstallBodySchema = Type.Object({
  /** The store's platform_domain (or the shop as typed). */
  shop: Type.String({ minLength: 1, maxLength: 255 }),
});
export type ShopifyUninstallBody = Static<typeof ShopifyUninstallBodySchema>;

export const ShopifyUninstalledSchema = Type.Object({ store_id: Type.String() });
export type ShopifyUninstalled = Static<typeof ShopifyUninstalledSchema>;
