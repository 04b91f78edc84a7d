import type { MoneyDisplay } from '@omni/shared/money';
import {
  cardImages,
  displayPrice,
  displayPriceRange,
  latestVolumeText,
  ratingText,
  shipCountriesDisplay,
  shippingCostDisplay,
  shippingTimeRange,
} from './card-fields';

const usd: MoneyDisplay = { currency: 'USD', rates: {}, locale: 'en' };
const eur: MoneyDisplay = { currency: 'EUR', rates: { USDEUR: 0.5 }, locale: 'en' };
const yen: MoneyDisplay = { currency: 'JPY', rates: { USDJPY: 150 }, locale: 'en' };

describe('product card fields', () => {
  it('shows up to five distinct, non-empty images', () => {
    expect(cardImages(['a', 'b', '', 'a', null, 'c', 'd', 'e', 'f'])).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(cardImages([])).toEqual([]);
  });

  describe('prices in the display currency', () => {
    it('converts USD with the rate table and formats in that currency', () => {
      expect(displayPrice(12, usd)).toBe('$12.00');
      expect(displayPrice(12, eur)).toBe('€6.00');
      expect(displayPrice(12.4, yen)).toBe('¥1,860');
    });

    it('formats the number in the UI language', () => {
      expect(displayPrice(2469, { ...eur, locale: 'de' })).toBe('€1.234,50');
    });

    it('stays in USD while the rate is unknown', () => {
      expect(displayPrice(12, { currency: 'EUR', rates: {}, locale: 'en' })).toBe('$12.00');
    });

    it('is empty for no price', () => {
      expect(displayPrice(null, eur)).toBe('');
    });

    it('shows a range, or one price when both ends are equal', () => {
      expect(displayPriceRange({ min: 2, max: 8 }, eur)).toBe('€1.00 - €4.00');
      expect(displayPriceRange({ min: 5, max: 5 }, usd)).toBe('$5.00');
      expect(displayPriceRange(null, usd)).toBe('');
      expect(
        displayPriceRange({ min: 2, max: 8 }, { currency: 'EUR', rates: {}, locale: 'en' }),
      ).toBe('$2.00 - $8.00');
    });
  });

  it('shows shipping cost as FREE at 0, a dash when empty, else the price', () => {
    expect(shippingCostDisplay(0, eur)).toEqual({ kind: 'free' });
    expect(shippingCostDisplay(null, eur)).toEqual({ kind: 'empty' });
    expect(shippingCostDisplay(undefined, eur)).toEqual({ kind: 'empty' });
    expect(shippingCostDisplay(Number.NaN, eur)).toEqual({ kind: 'empty' });
    expect(shippingCostDisplay(3, eur)).toEqual({ kind: 'amount', text: '€1.50' });
  });

  it('shows the shipping time as a day range, nothing where the rule says dash', () => {
    expect(shippingTimeRange(7, 12)).toBe('7-12');
    expect(shippingTimeRange(null, 9)).toBe('9');
    expect(shippingTimeRange(null, null)).toBeNull();
    expect(shippingTimeRange(0, 0)).toBeNull();
    expect(shippingTimeRange(5, 100)).toBeNull();
  });

  it('abbreviates the latest volume', () => {
    expect(latestVolumeText(950)).toBe('950');
    expect(latestVolumeText(1500)).toBe('1.5K');
    expect(latestVolumeText(2_300_000)).toBe('2.3M');
    expect(latestVolumeText(0)).toBe('0');
    expect(latestVolumeText(null)).toBe('');
    expect(latestVolumeText(-3)).toBe('');
  });

  it('shows the rating with one decimal in the UI language, nothing before the first rating', () => {
    expect(ratingText(4.66, 12)).toBe('4.7');
    expect(ratingText(5.4, 12)).toBe('5.0');
    expect(ratingText(4.5, 12, 'de')).toBe('4,5');
    expect(ratingText(0, 12)).toBe('');
    expect(ratingText(null, 12)).toBe('');
    // no rating until somebody reviewed the product
    expect(ratingText(4.3, 0)).toBe('');
    expect(ratingText(4.3, null)).toBe('');
  });

  it('lists ship countries by shown code (GB as UK), each once, the rest counted', () => {
    expect(shipCountriesDisplay(['US', 'GB', 'DE', 'FR', 'US'])).toEqual({
      shown: ['US', 'UK', 'DE'],
      more: 1,
    });
    expect(shipCountriesDisplay(['GB', 'UK'])).toEqual({ shown: ['UK'], more: 0 });
    expect(shipCountriesDisplay([])).toEqual({ shown: [], more: 0 });
  });
});
