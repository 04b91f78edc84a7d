/** Rounds half away from zero to `decimals` places (spec 000 §5: 2 by default), without 1.005 drift. */
export function roundNumber(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const sign = Math.sign(value);
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
  return sign * rounded || 0;
}

const trim = (value: number, decimals: number) => String(roundNumber(value, decimals));

const ABBREVIATIONS = [
  { size: 1e9, suffix: 'G' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/** Thousands, millions and billions as K, M and G (spec 000 §9): 1500 → '1.5K', 2000000 → '2M'. */
export function abbreviateNumber(n: number, decimals = 1): string {
  if (!Number.isFinite(n)) return '';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (let i = 0; i < ABBREVIATIONS.length; i += 1) {
    const { size, suffix } = ABBREVIATIONS[i]!;
    if (abs >= size) {
      const scaled = roundNumber(abs / size, decimals);
      // 999,950 rounds to 1000K: show it as 1M instead
      const bigger = ABBREVIATIONS[i - 1];
      if (scaled >= 1000 && bigger)
        return `${sign}${trim(abs / bigger.size, decimals)}${bigger.suffix}`;
      return `${sign}${scaled}${suffix}`;
    }
  }
  return `${sign}${trim(abs, decimals)}`;
}

/** Chart axis labels (spec 000 §9): over 1e8 in billions (B), over 1e5 in millions (M). */
export function chartNumberLabel(n: number, decimals = 2): string {
  if (!Number.isFinite(n)) return '';
  const abs = Math.abs(n);
  if (abs > 1e8) return `${trim(n / 1e9, decimals)}B`;
  if (abs > 1e5) return `${trim(n / 1e6, decimals)}M`;
  return trim(n, decimals);
}
