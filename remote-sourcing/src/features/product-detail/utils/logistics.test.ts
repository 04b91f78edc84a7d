import { logisticsAmount } from './logistics';

describe('logistics amount', () => {
  it('converts the option’s currency into the display currency', () => {
    expect(
      logisticsAmount(4, 'USD', { currency: 'EUR', rates: { USDEUR: 0.5 }, locale: 'en' }),
    ).toBe('€2.00');
    expect(
      logisticsAmount(2, 'EUR', {
        currency: 'GBP',
        rates: { USDEUR: 0.5, USDGBP: 0.25 },
        locale: 'en',
      }),
    ).toBe('£1.00');
  });

  it('stays in its own currency without a rate', () => {
    expect(logisticsAmount(4, 'USD', { currency: 'EUR', rates: {}, locale: 'en' })).toBe('$4.00');
  });
});
