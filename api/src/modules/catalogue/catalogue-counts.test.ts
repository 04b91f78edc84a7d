import type { CatalogueCounts } from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { demoMerchant } from '../../testing/demo';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('GET center/products/count', () => {
  it('counts import list and product center (mapped / unmapped) of the workplace in the header', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const first = await call<CatalogueCounts>(t.app, 'GET', '/api/center/products/count', {
      token: demo.token,
      workplaceId: demo.demoWorkplaceId,
    });
    expect(first.body.data).toEqual({ import_list: 4, product_center: 3, mapped: 2, unmapped: 1 });
    const second = await call<CatalogueCounts>(t.app, 'GET', '/api/center/products/count', {
      token: demo.token,
      workplaceId: demo.secondWorkplaceId,
    });
    expect(second.body.data).toEqual({ import_list: 1, product_center: 1, mapped: 1, unmapped: 0 });
  });

  it('is all zeros for a new merchant', async () => {
    const user = await signUp(t.app, 'cat@example.test');
    const answer = await call<CatalogueCounts>(t.app, 'GET', '/api/center/products/count', {
      token: user.token,
      workplaceId: user.workplaceId,
    });
    expect(answer.body.data).toEqual({ import_list: 0, product_center: 0, mapped: 0, unmapped: 0 });
  });
});
