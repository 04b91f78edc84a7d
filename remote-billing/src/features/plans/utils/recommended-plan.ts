/** Plan families recommended to merchants (spec 000 §6), recognised by key prefix. */
const RECOMMENDED_FAMILIES = ['BASIC', 'GROWTH'] as const;

export function isRecommendedPlan(key: string): boolean {
  const upper = key.toUpperCase();
  return RECOMMENDED_FAMILIES.some((family) => upper === family || upper.startsWith(`${family}_`));
}
