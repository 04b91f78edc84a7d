/** Limits the API uses for "no limit" (spec 000 §9: unlimited is -1 or -2). */
const UNLIMITED_LIMITS: readonly number[] = [-1, -2];

export function isUnlimited(limit: number): boolean {
  return UNLIMITED_LIMITS.includes(limit);
}

export type FeatureLimit =
  { kind: 'unlimited' } | { kind: 'not-included' } | { kind: 'count'; value: number };

/**
 * What a plan card shows for a feature limit: "Unlimited" for -1/-2, "Not included" for 0
 * (no access, spec 000 §6) or any other non-positive value, else the number itself.
 */
export function describeFeatureLimit(limit: number): FeatureLimit {
  if (isUnlimited(limit)) return { kind: 'unlimited' };
  if (limit <= 0) return { kind: 'not-included' };
  return { kind: 'count', value: limit };
}
