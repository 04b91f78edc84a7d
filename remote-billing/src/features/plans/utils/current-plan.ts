/** Marks which package is the merchant's current plan; keys compare case-insensitively. */
export function isCurrentPlan(
  packageKey: string,
  currentPlanKey: string | null | undefined,
): boolean {
  return !!currentPlanKey && packageKey.toUpperCase() === currentPlanKey.toUpperCase();
}
