/** Limits that mean "no limit" (spec 000 §6, §9). */
export const UNLIMITED_LIMITS: ReadonlySet<number> = new Set([-1, -2]);

export interface FeatureQuota {
  limit: number | null | undefined;
  usage?: number | null;
}

export function isUnlimited(limit: number | null | undefined): boolean {
  return limit != null && UNLIMITED_LIMITS.has(limit);
}

/**
 * Plan gating (spec 000 §6): allowed when the limit is unlimited (-1 or -2) or the usage is under
 * the limit; a limit of 0 (or none) means no access.
 */
export function isFeatureAllowed({ limit, usage }: FeatureQuota): boolean {
  if (isUnlimited(limit)) return true;
  if (limit == null || limit <= 0) return false;
  return (usage ?? 0) < limit;
}

/** Quota left (spec 001 §9: limit minus usage), never negative; Infinity when unlimited. */
export function quotaLeft({ limit, usage }: FeatureQuota): number {
  if (isUnlimited(limit)) return Number.POSITIVE_INFINITY;
  return Math.max(0, (limit ?? 0) - (usage ?? 0));
}

/** Usage bar percentage, capped at 100 (spec 000 §9); 0 when unlimited or no limit. */
export function usagePercent({ limit, usage }: FeatureQuota): number {
  if (isUnlimited(limit) || limit == null || limit <= 0) return 0;
  return Math.min(100, Math.max(0, ((usage ?? 0) / limit) * 100));
}
