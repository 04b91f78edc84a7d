const HH_MM = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an 'HH:mm' string; null when malformed. */
export function minutesOfDay(time: string): number | null {
  const match = HH_MM.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whether the local time of `now` lies between `from` and `to` ('HH:mm', both inclusive, spec
 * 000 §5), to the minute. A range that ends before it starts (22:00–02:00) spans midnight.
 */
export function isTimeInRange(from: string, to: string, now: Date = new Date()): boolean {
  const start = minutesOfDay(from);
  const end = minutesOfDay(to);
  if (start === null || end === null) return false;
  const current = now.getHours() * 60 + now.getMinutes();
  return start <= end ? current >= start && current <= end : current >= start || current <= end;
}

const wrapHour = (hour: number) => ((hour % 24) + 24) % 24;

/** The UTC hour of a local hour (0–23) on the day of `reference` (its offset, DST included). */
export function localHourToUtc(hour: number, reference: Date = new Date()): number {
  return wrapHour(hour + reference.getTimezoneOffset() / 60);
}

/** The local hour of a UTC hour (0–23) on the day of `reference`. */
export function utcHourToLocal(hour: number, reference: Date = new Date()): number {
  return wrapHour(hour - reference.getTimezoneOffset() / 60);
}
