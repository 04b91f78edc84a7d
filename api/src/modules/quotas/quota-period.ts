const DAY_MS = 24 * 60 * 60 * 1000;

export interface QuotaPeriod {
  start: Date;
  end: Date;
}

/**
 * The billing period holding `now`: periods of `cycleDays` (the plan's cycle, 30 = monthly)
 * laid end to end from `anchor` (when the plan owner's billing started). Quotas reset when a
 * new period starts.
 */
export function quotaPeriod(anchor: Date, cycleDays: number, now: Date): QuotaPeriod {
  const length = Math.max(1, Math.floor(cycleDays)) * DAY_MS;
  const elapsed = Math.max(0, now.getTime() - anchor.getTime());
  const start = anchor.getTime() + Math.floor(elapsed / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}
