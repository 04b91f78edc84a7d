import { formatPrice, formatPriceRange, formattedPriceResult, priceDisplay } from './format-price';

describe('formatPrice (spec 000 §5)', () => {
  it('formats with the symbol first and 2 decimals for most currencies', () => {
    expect(formatPrice(1234.5, 'USD', { locale: 'en' })).toBe('$1,234.50');
    expect(formatPrice('19.9', 'EUR', { locale: 'en' })).toBe('€19.90');
    expect(formatPrice(5, 'GBP', { locale: 'en' })).toBe('£5.00');
  });
  it('formats the number in the given locale', () => {
    expect(formatPrice(1234.5, 'EUR', { locale: 'de' })).toBe('€1.234,50');
    expect(formatPrice(1234.5, 'USD', { locale: 'fr' })).toBe('$1\u202f234,50');
  });
  it('uses the currency language when no locale and no UI language is known', () => {
    expect(formatPrice(1234.5, 'BRL')).toBe('R$1.234,50');
  });
  it('shows zero-decimal currencies without fraction digits', () => {
    expect(formatPrice(1234.56, 'JPY', { locale: 'en' })).toBe('¥1,235');
    expect(formatPrice(15000, 'VND', { locale: 'en' })).toBe('₫15,000');
    expect(formatPrice(2500.4, 'XOF', { locale: 'en' })).toBe('CFA 2,500');
  });
  it('puts zloty, rouble and hryvnia after the amount', () => {
    expect(formatPrice(10, 'PLN', { locale: 'en' })).toBe('10.00 zł');
    expect(formatPrice(10, 'RUB', { locale: 'en' })).toBe('10.00 ₽');
    expect(formatPrice(10, 'uah', { locale: 'en' })).toBe('10.00 ₴');
  });
  it('gives an empty string for an empty value other than 0', () => {
    expect(formatPrice(undefined, 'USD')).toBe('');
    expect(formatPrice(null, 'USD')).toBe('');
    expect(formatPrice('', 'USD')).toBe('');
    expect(formatPrice(NaN, 'USD')).toBe('');
    expect(formatPrice('abc', 'USD')).toBe('');
    expect(formatPrice(0, 'USD', { locale: 'en' })).toBe('$0.00');
  });
  it('gives an empty string for an unknown currency and matches codes in any case', () => {
    expect(formatPrice(10, 'ABC')).toBe('');
    expect(formatPrice(10, null)).toBe('');
    expect(formatPrice(10, 'usd', { locale: 'en' })).toBe('$10.00');
  });
  it('rounds half up to the decimals and keeps the sign', () => {
    expect(formatPrice(1.005, 'USD', { locale: 'en' })).toBe('$1.01');
    expect(formatPrice(-3.5, 'USD', { locale: 'en' })).toBe('$-3.50');
  });
  it('can append the code and space out letter symbols', () => {
    expect(formatPrice(12, 'USD', { locale: 'en', withCode: true })).toBe('$12.00 USD');
    expect(formatPrice(12, 'CHF', { locale: 'en' })).toBe('CHF 12.00');
  });
});

describe('priceDisplay (spec 000 §5)', () => {
  it("shows '--' when empty and not zero", () => {
    expect(priceDisplay(undefined, 'USD')).toBe('--');
    expect(priceDisplay('', 'USD')).toBe('--');
    expect(priceDisplay(0, 'USD', { locale: 'en' })).toBe('$0.00');
    expect(priceDisplay(9.99, 'USD', { locale: 'en' })).toBe('$9.99');
  });
});

describe('formatPriceRange', () => {
  it("joins with ' - ', collapses equal ends", () => {
    expect(formatPriceRange(5, 10, 'USD', { locale: 'en' })).toBe('$5.00 - $10.00');
    expect(formatPriceRange(5, 5, 'USD', { locale: 'en' })).toBe('$5.00');
    expect(formatPriceRange(null, 7, 'USD', { locale: 'en' })).toBe('$7.00');
  });
});

describe('formattedPriceResult (spec 000 §3)', () => {
  it('is the currency entry plus price, format and formatedAmount', () => {
    expect(formattedPriceResult(1234.567, 'EUR', { locale: 'en' })).toMatchObject({
      countryCode: 'DE',
      currencyType: 'EUR',
      currencySymbol: '€',
      price: 1234.57,
      format: '1,234.57',
      formatedAmount: '€1,234.57',
    });
    expect(formattedPriceResult('', 'EUR')).toBeNull();
    expect(formattedPriceResult(1, 'NOPE')).toBeNull();
  });
});
