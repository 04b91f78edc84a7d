import type { FreightOption } from '../../../integrations/suppliers/supplier-source';
import { chooseOption, lineShippingValues, pricedOptions } from './shipping-service';

const option = (code: string, amount: string, minDays: number, maxDays: number, currency = 'USD') =>
  ({
    serviceCode: code,
    serviceName: `${code} name`,
    cost: { amount, currency },
    minDays,
    maxDays,
    tracked: true,
  }) satisfies FreightOption;

describe('a line shipping method', () => {
  it('keeps the supplier fee exact to the cent and the days as n-m', () => {
    expect(lineShippingValues(option('EMS', '0.1', 7, 12))).toEqual({
      shippingFee: '0.10',
      shippingInfo: {
        service_code: 'EMS',
        service_name: 'EMS name',
        amount: 0.1,
        processing_time: '',
        delivery_time: '7-12',
      },
    });
    expect(lineShippingValues(option('DHL', '1234.5', 3, 3)).shippingInfo.delivery_time).toBe('3');
  });

  it('leaves out options in another currency and picks by code, cheapest or fastest', () => {
    const priced = pricedOptions([
      option('SLOW', '1.99', 20, 30),
      option('EUR', '0.50', 1, 2, 'EUR'),
      option('FAST', '9.10', 3, 5),
      option('MID', '4.00', 3, 5),
    ]);
    expect(priced.map((p) => [p.option.serviceCode, p.feeMinor])).toEqual([
      ['SLOW', 199],
      ['FAST', 910],
      ['MID', 400],
    ]);
    expect(chooseOption(priced, { pick: 'cheapest' })!.option.serviceCode).toBe('SLOW');
    // fastest, then the cheaper of the equally fast
    expect(chooseOption(priced, { pick: 'fastest' })!.option.serviceCode).toBe('MID');
    expect(chooseOption(priced, { serviceCode: 'FAST' })!.feeMinor).toBe(910);
    expect(chooseOption(priced, { serviceCode: 'EUR' })).toBeNull();
    expect(chooseOption([], { pick: 'cheapest' })).toBeNull();
  });
});
