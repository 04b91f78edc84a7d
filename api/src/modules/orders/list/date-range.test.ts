import { AppError } from '../../../http/app-error';
import { orderDayRange } from './date-range';

const now = new Date('2026-11-25T15:30:00Z');

describe('orderDayRange', () => {
  it('defaults to the last 7 days, 6 days back to today', () => {
    const range = orderDayRange(now, {});
    expect(range).toMatchObject({ fromDate: '2026-11-19', toDate: '2026-11-25' });
    expect(range.start.toISOString()).toBe('2026-11-19T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('counts 7 days back from a given end', () => {
    expect(orderDayRange(now, { to_date: '2026-01-03' }).fromDate).toBe('2025-12-28');
  });

  it('refuses impossible days, reversed and over-long ranges', () => {
    expect(() => orderDayRange(now, { from_date: '2026-02-30' })).toThrow(AppError);
    expect(() => orderDayRange(now, { from_date: '2026-11-26', to_date: '2026-11-25' })).toThrow(
      AppError,
    );
    expect(() => orderDayRange(now, { from_date: '2020-01-01' })).toThrow(AppError);
  });
});
