import { displayCurrencyFor } from './display-currency';
import { convertPrice, exchangeRate } from './convert-price';
import { remapLocaleCountry } from './locale-country';

const rates = { USDEUR: 0.9, USDGBP: 0.8, USDJPY: 150 };

describe('convertPrice (spec 000 §3)', () => {
  it('converts from USD with the USD+code rate', () => {
    expect(convertPrice(10, 'USD', 'EUR', rates)).toBeCloseTo(9);
  });
  it('converts to USD by dividing', () => {
    expect(convertPrice(9, 'EUR', 'USD', rates)).toBeCloseTo(10);
  });
  it('derives other pairs by cross rate through USD', () => {
    expect(convertPrice(9, 'EUR', 'GBP', rates)).toBeCloseTo(8);
    expect(convertPrice(1, 'gbp', 'jpy', rates)).toBeCloseTo(187.5);
    expect(exchangeRate('EUR', 'JPY', rates)).toBeCloseTo(166.6667, 3);
  });
  it('accepts the API answer carrying the table', () => {
    const answer = { base: 'USD', rates, updated_at: '2026-11-22T00:00:00Z' };
    expect(convertPrice(10, 'USD', 'EUR', answer)).toBeCloseTo(9);
  });
  it('same currency is the identity, even without rates', () => {
    expect(convertPrice(42, 'CAD', 'cad', {})).toBe(42);
  });
  it('null for a missing rate or an empty amount; 0 converts', () => {
    expect(convertPrice(10, 'USD', 'CAD', rates)).toBeNull();
    expect(convertPrice(10, 'EUR', 'USD', { USDEUR: 0 })).toBeNull();
    expect(convertPrice('', 'USD', 'EUR', rates)).toBeNull();
    expect(convertPrice(0, 'USD', 'EUR', rates)).toBe(0);
  });
});

describe('remapLocaleCountry (spec 000 §3)', () => {
  it.each([
    ['ALA', 'ES'],
    ['BLM', 'ES'],
    ['MNE', 'ES'],
    ['GBA', 'AS'],
    ['MAF', 'AS'],
    ['TLS', 'AS'],
    ['EAZ', 'AS'],
    ['GGY', 'AS'],
    ['SRB', 'RS'],
    ['JEY', 'UK'],
    ['fra', 'FRA'],
  ])('%s → %s', (code, expected) => expect(remapLocaleCountry(code)).toBe(expected));
});

describe('displayCurrencyFor (spec 000 §4)', () => {
  it('follows the workplace currency, USD by default', () => {
    expect(displayCurrencyFor({ currency: 'eur' })).toBe('EUR');
    expect(displayCurrencyFor({ currency: null })).toBe('USD');
    expect(displayCurrencyFor({ currency: 'ZZZ' })).toBe('USD');
    expect(displayCurrencyFor(null)).toBe('USD');
  });
});
