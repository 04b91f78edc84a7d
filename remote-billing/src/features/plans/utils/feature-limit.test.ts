import { describeFeatureLimit, isUnlimited } from './feature-limit';

describe('feature limits', () => {
  it.each([-1, -2])('treats %i as unlimited', (limit) => {
    expect(isUnlimited(limit)).toBe(true);
    expect(describeFeatureLimit(limit)).toEqual({ kind: 'unlimited' });
  });

  it('keeps a real limit', () => {
    expect(describeFeatureLimit(500)).toEqual({ kind: 'count', value: 500 });
    expect(describeFeatureLimit(1)).toEqual({ kind: 'count', value: 1 });
  });

  it('reads zero as no access', () => {
    expect(describeFeatureLimit(0)).toEqual({ kind: 'not-included' });
  });

  it('does not read other negative numbers as unlimited', () => {
    expect(isUnlimited(-3)).toBe(false);
    expect(describeFeatureLimit(-3)).toEqual({ kind: 'not-included' });
  });
});
