import { quotaPeriod } from './quota-period';

describe('quotaPeriod', () => {
  const anchor = new Date('2026-01-10T08:00:00Z');

  it('is the first cycle until cycle days have passed', () => {
    const period = quotaPeriod(anchor, 30, new Date('2026-02-08T07:59:59Z'));
    expect(period.start.toISOString()).toBe('2026-01-10T08:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-02-09T08:00:00.000Z');
  });

  it('starts a new period (quotas reset) exactly at the cycle boundary', () => {
    const period = quotaPeriod(anchor, 30, new Date('2026-02-09T08:00:00Z'));
    expect(period.start.toISOString()).toBe('2026-02-09T08:00:00.000Z');
  });

  it('counts yearly cycles and never starts before the anchor', () => {
    expect(quotaPeriod(anchor, 365, new Date('2027-01-11T00:00:00Z')).start.toISOString()).toBe(
      '2027-01-10T08:00:00.000Z',
    );
    expect(quotaPeriod(anchor, 30, new Date('2025-12-01T00:00:00Z')).start).toEqual(anchor);
  });
});
