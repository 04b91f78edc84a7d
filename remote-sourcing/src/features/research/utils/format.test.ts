import { formatDay, formatGrowth, formatUsd } from './format';

describe('research formats', () => {
  it('formats USD, days (UTC) and signed growth', () => {
    expect(formatUsd(12.5, 'en')).toBe('$12.50');
    expect(formatDay('2026-11-16', 'en')).toBe('Nov 16');
    expect(formatDay('not-a-day', 'en')).toBe('not-a-day');
    expect(formatGrowth(12.34, 'en')).toBe('+12.3%');
    expect(formatGrowth(-4, 'en')).toBe('-4%');
  });
});
