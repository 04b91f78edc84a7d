/** Free plan keys (spec 000 §6): no paid subscription behind them. */
export const FREE_PLAN_KEYS = ['FREE', 'STARTER', 'FREE_AO_MKT', 'FREE_AO_2'] as const;

/** The plan an owner falls back to when a paid subscription ends. */
export const DEFAULT_FREE_PLAN_KEY = 'FREE';

/** The free marketplace plan: its Usage popover has no Change Plan link (spec 000 §2). */
export const MARKETPLACE_FREE_PLAN_KEY = 'FREE_AO_MKT';

export function isFreePlan(planKey: string): boolean {
  return (FREE_PLAN_KEYS as readonly string[]).includes(planKey);
}
