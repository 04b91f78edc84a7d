import type { Pricing } from '@omni/shared/contracts';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('GET payments/pricing', () => {
  it('is public and lists the public packages with their feature limits', async () => {
    const answer = await call<Pricing>(t.app, 'GET', '/api/payments/pricing');
    const packages = answer.body.data!.packages;
    expect(packages.map((p) => p.key)).toEqual([
      'FREE',
      'BASIC',
      'BASIC_YEARLY',
      'GROWTH',
      'GROWTH_YEARLY',
      'PRO',
      'PRO_YEARLY',
    ]);
    const free = packages[0]!;
    expect(free).toMatchObject({ key: 'FREE', name: 'Free', cycle: 30, price: 0 });
    expect(free.features.IMPORT_PRODUCT).toEqual({ limit: 50 });
    expect(free.features.BULK_ORDER_FULFILLMENT).toEqual({ limit: 0 });
    expect(packages.find((p) => p.key === 'PRO')!.features.LISTING_PRODUCTS).toEqual({ limit: -1 });
    expect(packages.find((p) => p.key === 'GROWTH_YEARLY')!.cycle).toBe(365);
    expect(packages.map((p) => p.key)).not.toContain('FREE_AO_MKT');
  });
});
