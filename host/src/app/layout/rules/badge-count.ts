/** Badge text capped at 99+ (spec 000 §9); nothing for zero or an unknown count. */
export function formatBadgeCount(count: number | undefined): string | undefined {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return undefined;
  return count > 99 ? '99+' : String(Math.floor(count));
}
