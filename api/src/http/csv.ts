/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (= + - @ first) are prefixed
 * with a quote mark, so an exported description cannot execute in the merchant's spreadsheet;
 * numbers pass as numbers.
 */
function cell(value: string | number | null): string {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (string | number | null)[][],
): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
