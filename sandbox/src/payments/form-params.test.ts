import { parseStripeForm } from './form-params';

describe('parseStripeForm', () => {
  it('reads bracketed keys into nested objects and arrays, as the stripe package sends them', () => {
    const body = new URLSearchParams({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Top-up',
      'line_items[0][quantity]': '1',
      'line_items[1][quantity]': '2',
      'metadata[reference]': 'topup-1',
    }).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: '2500', product_data: { name: 'Top-up' } },
          quantity: '1',
        },
        { quantity: '2' },
      ],
      metadata: { reference: 'topup-1' },
    });
  });
});
