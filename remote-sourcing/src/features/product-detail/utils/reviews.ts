/** A review's star percentage (0–100) as a 0–5 rating (spec 001 §3: percentage / 20). */
export function ratingFromStarPercentage(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(5, Math.max(0, percentage / 20));
}
