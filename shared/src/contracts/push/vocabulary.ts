import { salesChannelKeyForHandle } from '../../stores/external-channels';

/*
 * Words of the push domain (spec 001 §3–§9, 000 §3): `as const` lists the schemas are built from.
 */

/** Store platforms a product can be pushed to (TikTok has no connection flow yet). */
export const PUSH_PLATFORMS = ['shopify', 'woocommerce'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/**
 * The pushed-mark channel (catalogue PUSH_CHANNELS) of a sales channel's publication handle:
 * the channel key of 000 §3, except that Meta's mark is `facebook`. Null for other publications.
 */
export function markChannelForHandle(handle: string): string | null {
  const key = salesChannelKeyForHandle(handle);
  return key === 'meta' ? 'facebook' : key;
}

export const PUBLISH_MODES = ['publish', 'unpublish'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

/** The push-process entry's states (001 §4): processing, then success or error. */
export const PUSH_ENTRY_STATUSES = ['processing', 'success', 'error'] as const;
export type PushEntryStatus = (typeof PUSH_ENTRY_STATUSES)[number];

/**
 * Smart Push's content optimisation of an entry's product before it is pushed (001 §3): waiting
 * for the AI writing, written, or skipped (writing unavailable, no AI quota, or the product was
 * edited meanwhile) — the push goes ahead either way.
 */
export const PUSH_OPTIMIZATION_STATES = ['pending', 'done', 'skipped'] as const;
export type PushOptimizationState = (typeof PUSH_OPTIMIZATION_STATES)[number];

/** Why an entry failed; each has a translated message (the store's field errors are shown too). */
export const PUSH_ERROR_CODES = [
  'STORE_REJECTED',
  'RATE_LIMITED',
  'STORE_DISCONNECTED',
  'QUOTA_EXPIRED',
  'PUSH_FAILED',
] as const;
export type PushErrorCode = (typeof PUSH_ERROR_CODES)[number];

/** Realtime event with one push-process entry each time its status changes. */
export const PUSH_ENTRY_EVENT = 'push-entry';

/** Default ship-to of a push (001 §5, §9). */
export const DEFAULT_PUSH_SHIP_TO = 'US';

/** Products one push call takes, and channels one push targets. */
export const PUSH_PRODUCTS_MAX = 500;
/** Products one save-and-push takes (each carries its whole edited document). */
export const BULK_UPDATE_AND_PUSH_MAX = 20;
export const PUSH_CHANNELS_MAX = 20;

/** Smart Push's schedule (001 §3); its content options are AI writing's (catalogue contract). */
export const TIME_SCHEDULES = ['time_frame', 'all_day'] as const;

/** Preview rows (001 §9): 60 + 8 gap in the dialog, 80 + 14 in the drawer; 400 high; overscan 5. */
export const PUSH_PREVIEW_ROW = { height: 60, gap: 8 } as const;
export const PUSH_PREVIEW_ROW_LARGE = { height: 80, gap: 14 } as const;
export const PUSH_PREVIEW_MAX_HEIGHT = 400;
export const PUSH_PREVIEW_OVERSCAN = 5;

/** The progress panel reopens this long after a push (001 §4). */
export const PUSH_PANEL_REOPEN_MS = 300;

/** Review prompt (001 §4, §9): triggers needed, hours between prompts, channels for a trigger. */
export const REVIEW_TRIGGERS_NEEDED = 3;
export const REVIEW_PROMPT_GAP_HOURS = 24;
export const REVIEW_PUSH_TRIGGER_CHANNELS = 3;
export const REVIEW_TRIGGER_KEYS = ['product_push', 'order_placed', 'store_connected'] as const;

/**
 * TikTok's listing settings (001 §3 "Channel setting", §9): a product sent to TikTok carries a
 * warehouse and its package's weight and dimensions, 1 kilogram and 1 × 1 × 1 centimetre unless
 * the merchant says otherwise.
 */
export const TIKTOK_DEFAULT_WEIGHT = { value: 1, unit: 'kilogram' } as const;
export const TIKTOK_DEFAULT_DIMENSION = {
  height: 1,
  width: 1,
  length: 1,
  unit: 'centimeter',
} as const;
/** What GET /tiktok/listing-prerequisites can name as missing before TikTok takes listings. */
export const TIKTOK_PREREQUISITES = ['store', 'warehouse'] as const;
