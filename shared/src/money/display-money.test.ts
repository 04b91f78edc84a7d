import {
  displayAmount,
  displayMinor,
  displayMinorRange,
  minorInDisplayCurrency,
} from './display-money';

const eur = { currency: 'EUR', rates: { USDEUR: 0.5, USDJPY: 150 }, locale: 'en' };

describe('minor amounts in the display currency', () => {
  it('converts, or keeps the amount in its own currency without a rate', () => {
    expect(minorInDisplayCurrency(1000, 'USD', eur)).toBe(5);
    expect(displayMinor(1000, 'USD', eur)).toBe('€5.00');
    expect(displayMinor(3000, 'JPY', eur)).toBe('€10.00');
    expect(displayMinor(1000, 'GBP', eur)).toBe('£10.00');
    expect(displayAmount(2.5, 'USD', eur)).toBe('€1.25');
  });

  it('shows a range, one price when both ends match', () => {
    expect(displayMinorRange(1000, 2000, 'USD', eur)).toBe('€5.00 - €10.00');
    expect(displayMinorRange(1000, 1000, 'USD', eur)).toBe('€5.00');
  });
});
