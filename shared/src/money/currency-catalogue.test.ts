import { CURRENCY_CATALOGUE, ZERO_DECIMAL_CURRENCIES } from './currency-catalogue';
import { CURRENCY_OPTIONS, currencyEntry, currencyEntryForCountry } from './currency-lookup';

describe('currency catalogue (spec 000 §3)', () => {
  it('has one entry per country code, about 250', () => {
    const codes = CURRENCY_CATALOGUE.map((entry) => entry.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(245);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });
  it('every entry is complete, with ISO codes and the fixed separator', () => {
    for (const entry of CURRENCY_CATALOGUE) {
      expect(entry.currencyType).toMatch(/^[A-Z]{3}$/);
      expect(entry.currencyName.length).toBeGreaterThan(2);
      expect(entry.currencySymbol.length).toBeGreaterThan(0);
      expect(entry.intervalSeparator).toBe(' - ');
      expect(entry.language).toMatch(/^[a-z]{2,3}$/);
    }
  });
  it('decimals are 0 exactly for the zero-decimal list, 2 otherwise, absent for one country', () => {
    expect([...ZERO_DECIMAL_CURRENCIES].sort()).toEqual(
      [
        'XAF',
        'XOF',
        'XPF',
        'JPY',
        'KRW',
        'VND',
        'PYG',
        'VUV',
        'UGX',
        'IDR',
        'RWF',
        'BIF',
        'KMF',
        'DJF',
        'GNF',
      ].sort(),
    );
    const withoutDecimal = CURRENCY_CATALOGUE.filter((entry) => entry.decimal === undefined);
    expect(withoutDecimal.map((entry) => entry.countryCode)).toEqual(['AQ']);
    for (const entry of CURRENCY_CATALOGUE) {
      if (entry.decimal === undefined) continue;
      expect(entry.decimal).toBe(ZERO_DECIMAL_CURRENCIES.has(entry.currencyType) ? 0 : 2);
    }
  });
  it('zloty, rouble and hryvnia put the symbol after with forwardCut false; the rest before', () => {
    const after = CURRENCY_CATALOGUE.filter((entry) => !entry.symbolFront);
    expect(after.map((entry) => entry.currencyType).sort()).toEqual(['PLN', 'RUB', 'UAH']);
    for (const entry of after) expect(entry.forwardCut).toBe(false);
    expect(currencyEntry('USD')).toMatchObject({ symbolFront: true, forwardCut: true });
  });
  it('knows the real currencies of well-known countries', () => {
    const expected: Record<string, [string, string]> = {
      US: ['USD', '$'],
      GB: ['GBP', '£'],
      DE: ['EUR', '€'],
      FR: ['EUR', '€'],
      HR: ['EUR', '€'],
      JP: ['JPY', '¥'],
      CN: ['CNY', '¥'],
      KR: ['KRW', '₩'],
      VN: ['VND', '₫'],
      IN: ['INR', '₹'],
      BR: ['BRL', 'R$'],
      PL: ['PLN', 'zł'],
      RU: ['RUB', '₽'],
      UA: ['UAH', '₴'],
      CH: ['CHF', 'CHF'],
      SN: ['XOF', 'CFA'],
      CM: ['XAF', 'FCFA'],
      NC: ['XPF', 'FCFP'],
      EC: ['USD', '$'],
      SL: ['SLE', 'Le'],
    };
    for (const [country, [currency, symbol]] of Object.entries(expected)) {
      expect(currencyEntryForCountry(country)).toMatchObject({
        currencyType: currency,
        currencySymbol: symbol,
      });
    }
    expect(currencyEntryForCountry('uk')?.currencyType).toBe('GBP');
  });
  it('looks currencies up in any case, the primary country speaking for shared ones', () => {
    expect(currencyEntry('usd')?.countryCode).toBe('US');
    expect(currencyEntry(' Eur ')?.currencyType).toBe('EUR');
    expect(currencyEntry('XXX')).toBeUndefined();
    expect(currencyEntry('')).toBeUndefined();
  });
  it('offers one option per currency, USD first', () => {
    expect(CURRENCY_OPTIONS[0]).toEqual({
      currencyName: 'US Dollar',
      currencySymbol: '$',
      currencyType: 'USD',
    });
    const types = CURRENCY_OPTIONS.map((option) => option.currencyType);
    expect(new Set(types).size).toBe(types.length);
  });
});
