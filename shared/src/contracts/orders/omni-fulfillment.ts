import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdSchema, TimestampSchema } from '../envelope';
import { PlacementResultSchema } from './placement';

/*
 * The product's own fulfilment service (spec 002 §1, §7, §9; 000 §2 `/app/setting/{own}-fulfillment`;
 * ADR 037). Our product key is `omni`: the merchant views its settings page, interacts with it and
 * confirms it once per workplace; only then can `omni` be a source (the request call, the default
 * source and the automatic fulfilment sources).
 */

/** The own service's source key (spec 002's `{product}`). */
export const OMNI_SOURCE = 'omni' as const;

/** The onboarding steps the settings page records, in their order. */
export const OMNI_FULFILLMENT_STEPS = ['view', 'interact', 'confirm'] as const;
export type OmniFulfillmentStep = (typeof OMNI_FULFILLMENT_STEPS)[number];

export const OmniFulfillmentStateSchema = Type.Object({
  viewed_at: Type.Union([TimestampSchema, Type.Null()]),
  interacted_at: Type.Union([TimestampSchema, Type.Null()]),
  confirmed_at: Type.Union([TimestampSchema, Type.Null()]),
  /** Confirmed: `omni` may be chosen as a source. */
  enabled: Type.Boolean(),
});
export type OmniFulfillmentState = Static<typeof OmniFulfillmentStateSchema>;

const tag = 'orders';

/** What the settings page and the placement UI read. */
export const omniFulfillmentStateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/account/omni-fulfillment',
  response: OmniFulfillmentStateSchema,
  tag,
});

const stepEndpoint = <const P extends string>(path: P) =>
  defineEndpoint({ method: 'PUT', path, response: OmniFulfillmentStateSchema, tag });

/** The merchant opened the settings page (the first time is kept). */
export const omniFulfillmentViewEndpoint = stepEndpoint('/auth/account/omni-fulfillment/view');
/** The merchant read on (opened the how-it-works section). */
export const omniFulfillmentInteractEndpoint = stepEndpoint(
  '/auth/account/omni-fulfillment/interact',
);
/** The merchant enabled the service: `omni` becomes a source. */
export const omniFulfillmentConfirmEndpoint = stepEndpoint(
  '/auth/account/omni-fulfillment/confirm',
);

/**
 * Asks the own service to fulfil whole orders: one placement (source `omni`) per order, queued at
 * once; progress over realtime like every placement. Refused (OmniFulfillmentNotEnabled) before
 * confirm.
 */
export const omniFulfillmentRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v4/omni-fulfillment/request',
  body: Type.Object({
    order_ids: Type.Array(IdSchema, { minItems: 1, maxItems: 200, uniqueItems: true }),
  }),
  response: PlacementResultSchema,
  tag,
});
