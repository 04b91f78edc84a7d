import type { ExchangeRates } from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('GET core/exchange-rates', () => {
  it('returns the static USD table keyed USD + code', async () => {
    const user = await signUp(t.app, 'fx@example.test');
    const answer = await call<ExchangeRates>(t.app, 'GET', '/api/core/exchange-rates', {
      token: user.token,
    });
    const data = answer.body.data!;
    expect(data.base).toBe('USD');
    expect(data.source).toBe('static');
    expect(data.rates.USDUSD).toBe(1);
    for (const code of ['EUR', 'GBP', 'JPY', 'VND', 'PLN', 'RUB', 'UAH', 'BRL', 'CNY']) {
      expect(data.rates[`USD${code}`]).toBeGreaterThan(0);
    }
    expect(Object.keys(data.rates).length).toBeGreaterThanOrEqual(30);
    expect(data.rates.USDEUR).toBeLessThan(1.2);
    expect(data.rates.USDJPY).toBeGreaterThan(50);
    expect(Number.isNaN(Date.parse(data.updated_at))).toBe(false);
  });

  it('requires sign-in', async () => {
    expect((await call(t.app, 'GET', '/api/core/exchange-rates')).http).toBe(401);
  });
});
