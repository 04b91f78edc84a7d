/** USD amount in the UI language (catalogue prices are USD). */
export function formatUsd(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(value);
}

/** A YYYY-MM-DD day as a short date in the UI language (read as UTC, so it never shifts). */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** A growth percentage with its sign. */
export function formatGrowth(value: number, language: string): string {
  const text = new Intl.NumberFormat(language, {
    maximumFractionDigits: 1,
    signDisplay: 'always',
  }).format(value);
  return `${text}%`;
}
