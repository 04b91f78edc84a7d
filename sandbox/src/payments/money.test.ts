import { money } from './money';

describe('amounts on the hosted pages', () => {
  it('formats cents of a two-decimal currency', () => {
    expect(money(1234, 'usd')).toBe('$12.34');
  });
  it('does not divide a zero-decimal currency by 100', () => {
    expect(money(500, 'jpy')).toContain('500');
    expect(money(500, 'jpy')).not.toContain('5.00');
  });
  it('falls back to the code for a currency the catalogue lacks', () => {
    expect(money(1999, 'xyz')).toBe('19.99 XYZ');
  });
});
