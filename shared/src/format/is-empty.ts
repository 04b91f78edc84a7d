/** Empty (spec 000 §5): undefined, null, NaN and blank strings. 0 and false are values. */
export function isEmpty(value: unknown): value is undefined | null | '' {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  return false;
}
