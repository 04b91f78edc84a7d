import {
  convertMinorUnits,
  currencyDecimals,
  fromMinorUnits,
  minorToDecimalString,
  toMinorUnits,
} from './minor-units';

describe('minor units', () => {
  it('knows zero-decimal currencies', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('jpy')).toBe(0);
  });

  it('reads decimal strings exactly and rounds half up', () => {
    expect(toMinorUnits('0.29', 'USD')).toBe(29);
    expect(toMinorUnits('12.3', 'USD')).toBe(1230);
    expect(toMinorUnits('12.345', 'USD')).toBe(1235);
    expect(toMinorUnits('12.344', 'USD')).toBe(1234);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits('1500.6', 'JPY')).toBe(1501);
    expect(toMinorUnits('-2.50', 'USD')).toBe(-250);
    expect(toMinorUnits('abc', 'USD')).toBeNull();
    expect(toMinorUnits(Number.NaN, 'USD')).toBeNull();
    expect(toMinorUnits('1e2', 'USD')).toBe(10000);
  });

  it('converts between currencies through USD', () => {
    const rates = { USDEUR: 0.9, USDJPY: 150 };
    expect(convertMinorUnits(1000, 'USD', 'EUR', rates)).toBe(900);
    expect(convertMinorUnits(900, 'EUR', 'USD', rates)).toBe(1000);
    expect(convertMinorUnits(1000, 'USD', 'JPY', rates)).toBe(1500);
    expect(convertMinorUnits(1000, 'USD', 'XXX', rates)).toBeNull();
    expect(fromMinorUnits(1999, 'USD')).toBe(19.99);
  });
});

describe('minorToDecimalString', () => {
  it('writes cents with two digits and zero-decimal currencies without a point', () => {
    expect(minorToDecimalString(1990, 'USD')).toBe('19.90');
    expect(minorToDecimalString(5, 'EUR')).toBe('0.05');
    expect(minorToDecimalString(0, 'USD')).toBe('0.00');
    expect(minorToDecimalString(1200, 'JPY')).toBe('1200');
    expect(minorToDecimalString(-250, 'usd')).toBe('-2.50');
  });

  it('refuses a fractional amount', () => {
    expect(() => minorToDecimalString(19.9, 'USD')).toThrow(RangeError);
  });
});
