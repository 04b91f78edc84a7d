import { paymentsWebhookUrl } from './stand-in';

describe('where the payments stand-in sends its signed events', () => {
  it("is the API's Stripe endpoint, as a merchant registers it in Stripe's dashboard", () => {
    expect(paymentsWebhookUrl({ API_URL: 'http://127.0.0.1:4000/api/' })).toBe(
      'http://127.0.0.1:4000/api/webhooks/stripe',
    );
  });

  it('is SANDBOX_PAYMENTS_WEBHOOK_URL when set, and nowhere without either', () => {
    expect(
      paymentsWebhookUrl({
        API_URL: 'http://127.0.0.1:4000/api',
        SANDBOX_PAYMENTS_WEBHOOK_URL: 'http://hooks.test/stripe',
      }),
    ).toBe('http://hooks.test/stripe');
    expect(paymentsWebhookUrl({})).toBeUndefined();
  });
});
