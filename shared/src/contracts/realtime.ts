import type { SubscriptionView } from './billing/schemas';
import type { QuotaPurchase } from './billing/quota-purchases';
import { Type, type Static } from 'typebox';
import { StorePlatformSchema } from './account';
import { CheckoutSessionSchema } from './checkout-sessions';
import { CatalogueCountsSchema } from './first-routes';
import type { PushEntry } from './push/schemas';
import type { PlacementEntry } from './orders/placement';

/**
 * The realtime channel (server-sent events, one stream per workplace). A browser's EventSource
 * cannot send headers, so the client first asks for a one-time ticket with its bearer token and
 * workplace header, then opens `GET realtime/events?ticket=…` within TICKET_TTL seconds.
 */

// POST realtime/tickets (auth + workplace-id) → a ticket for one connection
export const RealtimeTicketSchema = Type.Object({
  ticket: Type.String(),
  /** Seconds the ticket stays valid (it is also spent by its first use). */
  expires_in: Type.Integer(),
});
export type RealtimeTicket = Static<typeof RealtimeTicketSchema>;

// GET realtime/events query
export const RealtimeEventsQuerySchema = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 200 }),
});

/** A store of the workplace was removed (WooCommerce disconnect waits for it, spec 002 §4). */
export const StoresUninstalledEventSchema = Type.Object({
  platform: StorePlatformSchema,
  /** The platform domain that was removed. */
  shop: Type.String(),
  store_id: Type.String(),
});
export type StoresUninstalledEvent = Static<typeof StoresUninstalledEventSchema>;

/** A store was connected to the workplace (the connect window finished). */
export const StoreConnectedEventSchema = Type.Object({
  platform: StorePlatformSchema,
  shop: Type.String(),
  store_id: Type.String(),
});
export type StoreConnectedEvent = Static<typeof StoreConnectedEventSchema>;

/** A checkout of the workplace ended or changed (paid, refused, expired): the provider said so. */
export const CheckoutSessionUpdatedEventSchema = CheckoutSessionSchema;
export type CheckoutSessionUpdatedEvent = Static<typeof CheckoutSessionUpdatedEventSchema>;

/**
 * A connect was refused after the merchant approved it on the platform (the WooCommerce key
 * exchange happens server to server, so the app's tab is told here): `message` is a message key.
 */
export const StoreConnectRefusedEventSchema = Type.Object({
  platform: StorePlatformSchema,
  shop: Type.String(),
  message: Type.String(),
});
export type StoreConnectRefusedEvent = Static<typeof StoreConnectRefusedEventSchema>;

export const JOB_PROGRESS_STATUSES = ['running', 'done', 'retrying', 'dead'] as const;
export type JobProgressStatus = (typeof JOB_PROGRESS_STATUSES)[number];

/** Progress of a long job of the workplace (syncs, bulk work). */
export const JobProgressEventSchema = Type.Object({
  jobId: Type.String(),
  kind: Type.String(),
  done: Type.Integer(),
  total: Type.Integer(),
  status: Type.Enum(JOB_PROGRESS_STATUSES),
});
export type JobProgressEvent = Static<typeof JobProgressEventSchema>;

/**
 * The import-list or product-center counts of the workplace changed (an import, a delete, a
 * push): the side-menu badges take the new counts from the event.
 */
export const CatalogueCountsChangedEventSchema = CatalogueCountsSchema;
export type CatalogueCountsChangedEvent = Static<typeof CatalogueCountsChangedEventSchema>;

/** Every event type and its data; an SSE message's `event:` field is the key. */
export interface RealtimeEventMap {
  'stores-uninstalled': StoresUninstalledEvent;
  'store-connected': StoreConnectedEvent;
  'checkout-session-updated': CheckoutSessionUpdatedEvent;
  /** A plan subscription moved (paid, renewal failed, canceled): plan pages and quotas refetch. */
  'subscription-updated': SubscriptionView;
  'store-connect-refused': StoreConnectRefusedEvent;
  'job-progress': JobProgressEvent;
  'catalogue-counts-changed': CatalogueCountsChangedEvent;
  /** A push-process entry changed (processing → success | error). */
  'push-entry': PushEntry;
  /** An order placement entry changed (processing → success | error; paid). */
  'order-placement': PlacementEntry;
  /** A purchase of extra quota billed by Shopify settled (paid, declined, expired). */
  'quota-purchase-updated': QuotaPurchase;
}
export type RealtimeEventType = keyof RealtimeEventMap;
