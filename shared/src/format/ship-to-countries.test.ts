import {
  DEFAULT_SHIP_TO,
  SHIP_TO_COUNTRY_CODES,
  countryName,
  displayCountryCode,
  matchesCountry,
  resolveShipTo,
  shipToCountries,
  toIsoCountryCode,
} from './ship-to-countries';

const byCode = (language: string, code: string) =>
  shipToCountries(language).find((country) => country.code === code)!;

describe('ship-to countries', () => {
  it('lists about a hundred distinct countries, US among them and the default', () => {
    expect(SHIP_TO_COUNTRY_CODES.length).toBeGreaterThanOrEqual(95);
    expect(new Set(SHIP_TO_COUNTRY_CODES).size).toBe(SHIP_TO_COUNTRY_CODES.length);
    expect(DEFAULT_SHIP_TO).toBe('US');
  });

  it('shows GB as UK and leaves other codes alone', () => {
    expect(displayCountryCode('GB')).toBe('UK');
    expect(displayCountryCode('gb')).toBe('UK');
    expect(displayCountryCode('DE')).toBe('DE');
    expect(byCode('en', 'GB')).toEqual({ code: 'GB', label: 'UK', name: 'United Kingdom' });
  });

  it('reads UK back as GB and refuses what is not a code', () => {
    expect(toIsoCountryCode('uk')).toBe('GB');
    expect(toIsoCountryCode(' fr ')).toBe('FR');
    expect(toIsoCountryCode('USA')).toBeNull();
    expect(toIsoCountryCode('')).toBeNull();
    expect(toIsoCountryCode(null)).toBeNull();
  });

  it('resolves a URL value to a listed country, else US', () => {
    expect(resolveShipTo('UK')).toBe('GB');
    expect(resolveShipTo('de')).toBe('DE');
    expect(resolveShipTo('XX')).toBe('US');
    expect(resolveShipTo(undefined)).toBe('US');
  });

  it('names countries in the UI language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('DE', 'ar')).toBe('ألمانيا');
    expect(countryName('DE', 'zh-CN')).toBe('德国');
  });

  it('sorts the list by the name in the UI language', () => {
    const names = shipToCountries('en').map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  describe('search (name or code)', () => {
    it('matches any part of the name, ignoring case and accents', () => {
      expect(matchesCountry(byCode('en', 'US'), 'united')).toBe(true);
      expect(matchesCountry(byCode('en', 'GB'), 'kingdom')).toBe(true);
      expect(matchesCountry(byCode('de', 'AT'), 'osterreich')).toBe(true);
      expect(matchesCountry(byCode('en', 'FR'), 'germ')).toBe(false);
    });

    it('matches the English name in another UI language', () => {
      expect(matchesCountry(byCode('de', 'DE'), 'germany')).toBe(true);
    });

    it('matches the code from its start: UK and GB both find the United Kingdom', () => {
      expect(matchesCountry(byCode('en', 'GB'), 'uk')).toBe(true);
      expect(matchesCountry(byCode('en', 'GB'), 'GB')).toBe(true);
      expect(matchesCountry(byCode('en', 'US'), 'us')).toBe(true);
      // 'B' is inside GB but neither code starts with it, nor is it in the name
      expect(matchesCountry(byCode('en', 'GB'), 'b')).toBe(false);
    });

    it('matches everything when nothing is typed', () => {
      expect(matchesCountry(byCode('en', 'JP'), '  ')).toBe(true);
    });
  });
});
