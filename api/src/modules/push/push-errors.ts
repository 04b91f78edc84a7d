import type { PushErrorCode } from '@omni/shared/contracts/push';
import {
  ShopifyGraphqlError,
  ShopifyThrottledError,
  ShopifyUnauthorizedError,
} from '../../integrations/shopify/admin-client';
import { OutboundError } from '../../integrations/http/outbound-client';
import { WooApiError } from '../../integrations/woocommerce/woo-rest-client';
import type { PushEntryError } from '../../db/schema';

/** The store refused the product: its field errors, as the store gave them. */
export class StoreRejectedError extends Error {
  constructor(readonly fields: Array<{ field: string; message: string }>) {
    super(
      `store rejected the product: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`,
    );
    this.name = 'StoreRejectedError';
  }
}

/** The store is not connected any more (uninstalled, keys revoked, token refused). */
export class StoreDisconnectedError extends Error {
  constructor() {
    super('the store is not connected');
    this.name = 'StoreDisconnectedError';
  }
}

export interface ClassifiedPushError {
  error: PushEntryError;
  /** Worth another attempt later (rate limits, the store or the network failing for a while). */
  transient: boolean;
  /** The store refused our credentials: the connection must be marked for a reconnect. */
  revoked: boolean;
}

const fail = (code: PushErrorCode, transient: boolean, fields: PushEntryError['fields'] = []) => ({
  error: { code, fields },
  transient,
  revoked: false,
});

/** What a failed push means for the merchant (the entry's translated error) and for the job. */
export function classifyPushError(error: unknown): ClassifiedPushError {
  if (error instanceof StoreRejectedError) return fail('STORE_REJECTED', false, error.fields);
  if (error instanceof StoreDisconnectedError) return fail('STORE_DISCONNECTED', false);
  if (error instanceof ShopifyUnauthorizedError)
    return { ...fail('STORE_DISCONNECTED', false), revoked: true };
  if (error instanceof ShopifyThrottledError) return fail('RATE_LIMITED', true);
  if (error instanceof ShopifyGraphqlError) {
    const details = Array.isArray(error.details) ? error.details : [];
    const fields = details.map((d: { field?: string[] | null; message?: string }) => ({
      field: (d.field ?? []).join('.'),
      message: String(d.message ?? ''),
    }));
    return fail(
      'STORE_REJECTED',
      false,
      fields.length > 0 ? fields : [{ field: '', message: error.message }],
    );
  }
  if (error instanceof WooApiError) {
    if (error.isAuthFailure) return { ...fail('STORE_DISCONNECTED', false), revoked: true };
    if (error.status === 429) return fail('RATE_LIMITED', true);
    if (error.status >= 500 || error.status === 408) return fail('PUSH_FAILED', true);
    return fail('STORE_REJECTED', false, [{ field: error.code, message: error.message }]);
  }
  if (error instanceof OutboundError) return fail('PUSH_FAILED', true);
  return fail('PUSH_FAILED', true);
}
