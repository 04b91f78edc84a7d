import { checkRefundAmount } from './refund-amount';

describe('checkRefundAmount', () => {
  it('reads a decimal amount exactly, in minor units', () => {
    expect(checkRefundAmount('12.30', 'USD', 5000)).toEqual({ ok: true, minor: 1230 });
    expect(checkRefundAmount(' 0,29 ', 'EUR', 5000)).toEqual({ ok: true, minor: 29 });
    expect(checkRefundAmount('1200', 'JPY', 5000)).toEqual({ ok: true, minor: 1200 });
  });

  it('refuses more than is left of the payment, to the cent', () => {
    expect(checkRefundAmount('50.00', 'USD', 5000)).toEqual({ ok: true, minor: 5000 });
    expect(checkRefundAmount('50.01', 'USD', 5000)).toEqual({ ok: false, error: 'tooHigh' });
  });

  it('refuses zero, negatives, words and more decimals than the currency has', () => {
    for (const text of ['0', '-1', 'ten', '', '1.234', '1.5e2'])
      expect(checkRefundAmount(text, 'USD', 5000)).toEqual({ ok: false, error: 'invalid' });
    expect(checkRefundAmount('12.5', 'JPY', 5000)).toEqual({ ok: false, error: 'invalid' });
  });
});
