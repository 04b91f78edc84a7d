import type { ProductCollection } from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('GET product-sources/collections/list', () => {
  it('lists the seeded collections in display order', async () => {
    const user = await signUp(t.app, 'src@example.test');
    const answer = await call<ProductCollection[]>(
      t.app,
      'GET',
      '/api/product-sources/collections/list',
      { token: user.token },
    );
    const slugs = answer.body.data!.map((c) => c.slug);
    expect(slugs.slice(0, 4)).toEqual([
      'trending',
      'fastest_delivery_us',
      'free_ship_us',
      'made_in_us',
    ]);
    expect(answer.body.data![0]).toEqual({
      slug: 'trending',
      name_key: 'collections.trending',
      product_count: 1240,
    });
  });
});
