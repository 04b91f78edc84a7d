import { Type, type Static } from 'typebox';

/**
 * WooCommerce connect / disconnect (spec 002 §4, §7 Channels; 000 §7 auth/platform calls).
 *
 * Connect: POST auth/platform/woocommerce/install { shop } → { url }: the store's wc-auth screen
 * (`{store}/wc-auth/v1/authorize?app_name&scope=read_write&user_id&return_url&callback_url`).
 * The merchant approves there; the store posts the keys to the API (server to server) and sends
 * the browser to `{app}/auth/platform/woocommerce/callback?success=1|0&user_id=…`. The realtime
 * event `store-connected` follows once the store is saved.
 *
 * Disconnect: POST auth/platform/woocommerce/uninstall { shop } answers at once; the store is
 * removed by a job, then `stores-uninstalled` is published on the realtime channel (the dialog
 * waits for it, spec 002 §4).
 */

export const WooInstallBodySchema = Type.Object({
  /** The store address as typed (normalised by the API, spec 002 §5). */
  shop: Type.String({ minLength: 1, maxLength: 2048 }),
});
export type WooInstallBody = Static<typeof WooInstallBodySchema>;

export const InstallUrlSchema = Type.Object({ url: Type.String() });
export type InstallUrl = Static<typeof InstallUrlSchema>;

export const WooUninstallBodySchema = Type.Object({
  /** The store's platform_domain (or its address as typed). */
  shop: Type.String({ minLength: 1, maxLength: 2048 }),
});
export type WooUninstallBody = Static<typeof WooUninstallBodySchema>;

/** The removal is queued; `stores-uninstalled` arrives on the realtime channel when done. */
export const WooUninstallAcceptedSchema = Type.Object({
  store_id: Type.String(),
  job_id: Type.String(),
});
export type WooUninstallAccepted = Static<typeof WooUninstallAcceptedSchema>;

/** What the store POSTs to our callback_url (WooCommerce REST API docs, "Authentication endpoint"). */
export const WooAuthCallbackBodySchema = Type.Object({
  key_id: Type.Union([Type.Integer(), Type.String({ maxLength: 40 })]),
  user_id: Type.String({ minLength: 1, maxLength: 200 }),
  consumer_key: Type.String({ minLength: 1, maxLength: 200 }),
  consumer_secret: Type.String({ minLength: 1, maxLength: 200 }),
  key_permissions: Type.String({ maxLength: 20 }),
});
export type WooAuthCallbackBody = Static<typeof WooAuthCallbackBodySchema>;

// POST woocommerce/stores/{storeId}/sync → a queued order sync; progress comes as job-progress
export const WooSyncAcceptedSchema = Type.Object({ job_id: Type.String() });
export type WooSyncAccepted = Static<typeof WooSyncAcceptedSchema>;
