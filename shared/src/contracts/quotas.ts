import { Type, type Static } from 'typebox';

/** Quota state of one feature (spec 000 §3): limit -1/-2 unlimited, 0 no access. */
export const QuotaStateSchema = Type.Object({
  limit: Type.Integer(),
  usage: Type.Integer(),
  isOutQuota: Type.Boolean(),
});
export type QuotaStateView = Static<typeof QuotaStateSchema>;

// POST payments/quota/calc-usage: every feature key of spec 000 §3 in the current billing period.
export const QuotaUsageSchema = Type.Object({
  period_start: Type.String({ format: 'date-time' }),
  /** When the quotas reset. */
  period_end: Type.String({ format: 'date-time' }),
  features: Type.Record(Type.String(), QuotaStateSchema),
});
export type QuotaUsage = Static<typeof QuotaUsageSchema>;

/*
 * Any call a plan limits may answer body status QUOTA_EXPIRED (401) with message
 * EXCEED_QUOTA_LIMIT and errors[0] = { field: 'quota', params: { feature, limit, usage } }.
 */
