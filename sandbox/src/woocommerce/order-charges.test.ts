import type { LineItem } from './model';
import { applyCharges, STANDARD_RATE_ID } from './order-charges';

const line = (subtotal: string) => ({ subtotal }) as LineItem;

describe('applyCharges', () => {
  it('leaves the lines as they are without a coupon or a tax', () => {
    const lines = [line('10.00'), line('5.50')];
    expect(applyCharges(lines, undefined, undefined)).toEqual({
      discount: '0.00',
      tax: '0.00',
      totalCents: 1550,
    });
    expect(lines.map((l) => [l.total, l.taxes])).toEqual([
      ['10.00', []],
      ['5.50', []],
    ]);
  });

  it('spreads a fixed-cart coupon over the lines in proportion, then taxes what is left', () => {
    const lines = [line('20.00'), line('10.00')];
    const charges = applyCharges(lines, { code: 'TEN', amount: '10.00' }, 20);
    expect(lines.map((l) => l.total)).toEqual(['13.33', '6.67']);
    expect(lines.map((l) => l.total_tax)).toEqual(['2.67', '1.33']);
    expect(lines[0]!.taxes).toEqual([{ id: STANDARD_RATE_ID, total: '2.67', subtotal: '4.00' }]);
    expect(charges).toEqual({ discount: '10.00', tax: '4.00', totalCents: 2400 });
  });

  it('never takes off more than the subtotal', () => {
    expect(applyCharges([line('3.00')], { code: 'BIG', amount: '50' }, undefined).discount).toBe(
      '3.00',
    );
  });
});
