import { planStandIns } from './start-stand-ins';
import type { StandIn } from './stand-in';

const fake = (name: string, defaultPort: number): StandIn => ({
  name,
  title: name,
  defaultPort,
  start: async () => ({ name, url: '', close: async () => undefined }),
});

describe('planStandIns', () => {
  const standIns = [fake('shopify', 4101), fake('woocommerce', 4102)];

  it('uses the fixed ports unless SANDBOX_<NAME>_PORT moves one', () => {
    const plan = planStandIns({ SANDBOX_WOOCOMMERCE_PORT: '4702' }, standIns);
    expect(plan.map((p) => [p.standIn.name, p.port, p.publicUrl])).toEqual([
      ['shopify', 4101, 'http://127.0.0.1:4101'],
      ['woocommerce', 4702, 'http://127.0.0.1:4702'],
    ]);
  });

  it('takes public URLs from SANDBOX_<NAME>_URL or PUBLIC_HOST, and SANDBOX_ONLY', () => {
    const plan = planStandIns(
      {
        PUBLIC_HOST: 'dev.test',
        SANDBOX_SHOPIFY_URL: 'https://shopify.sandbox.test/',
        SANDBOX_ONLY: 'shopify',
      },
      standIns,
    );
    expect(plan.map((p) => p.publicUrl)).toEqual(['https://shopify.sandbox.test']);
  });

  it('names every bad port at once', () => {
    expect(() =>
      planStandIns({ SANDBOX_SHOPIFY_PORT: 'abc', SANDBOX_WOOCOMMERCE_PORT: '70000' }, standIns),
    ).toThrow(/SANDBOX_SHOPIFY_PORT[\s\S]*SANDBOX_WOOCOMMERCE_PORT/);
  });
});
