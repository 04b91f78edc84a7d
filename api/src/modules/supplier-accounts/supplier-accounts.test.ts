import { eq } from 'drizzle-orm';
import type { SupplierAccountList, SupplierAuthorize } from '@omni/shared/contracts';
import { SANDBOX_CJ_API_KEY } from '../../../../sandbox/src/cj/stand-in';
import { supplierAccounts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { signUp } from '../../testing/accounts';
import { linkAliExpress as linkAe, useSupplierStandIns } from '../../testing/supplier-stand-ins';
import { call, useTestApp } from '../../testing/test-app';
import { supplierSources } from './supplier-sources';
import { inWorkplaceScope } from '../../db/tenant-scope';

const { urls } = useSupplierStandIns();

const t = useTestApp();

/** Links AliExpress through its consent screen, checking where the API sent the browser. */
async function linkAliExpress(token: string, workplaceId: string) {
  const { authorizeUrl, landed } = await linkAe(t.app, urls.ae, { token, workplaceId });
  expect(authorizeUrl.origin).toBe(urls.ae);
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
    'http://api.test/api/supplier-accounts/aliexpress/callback',
  );
  return landed;
}

const list = (token: string, workplaceId: string) =>
  call<SupplierAccountList>(t.app, 'GET', '/api/supplier-accounts', { token, workplaceId });

describe('supplier accounts', () => {
  it('links AliExpress through the consent screen; the token is sealed and the row says sandbox', async () => {
    const user = await signUp(t.app, 'ae-link@example.test');
    expect((await list(user.token, user.workplaceId)).body.data!.accounts).toEqual([]);

    const landed = await linkAliExpress(user.token, user.workplaceId);
    expect(landed.pathname).toBe('/app/channel');
    expect(landed.searchParams.get('linked')).toBe('aliexpress');

    const [account] = (await list(user.token, user.workplaceId)).body.data!.accounts;
    expect(account).toMatchObject({
      source: 'aliexpress',
      account_name: 'buyer@aliexpress.test',
      status: 'active',
      sandbox: true,
    });
    const [row] = await t.db
      .select()
      .from(supplierAccounts)
      .where(eq(supplierAccounts.workplaceId, user.workplaceId));
    expect(row!.accessTokenSealed).toMatch(/^v1\./);
    expect(row!.accessTokenSealed).not.toMatch(/50000/);

    // linking the same AliExpress account again renews it instead of adding a row
    await linkAliExpress(user.token, user.workplaceId);
    expect((await list(user.token, user.workplaceId)).body.data!.accounts).toHaveLength(1);
  });

  it('refuses a callback with a forged or missing state and writes nothing', async () => {
    const user = await signUp(t.app, 'ae-forged@example.test');
    for (const query of ['?code=abc&state=v1.forged.state.value', '?code=abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/supplier-accounts/aliexpress/callback${query}`,
      });
      expect(response.statusCode).toBe(302);
      expect(new URL(response.headers.location as string).searchParams.get('link_error')).toBe(
        'InvalidOrExpiredLink',
      );
    }
    expect(await t.db.select().from(supplierAccounts)).toHaveLength(0);
    expect((await list(user.token, user.workplaceId)).body.data!.accounts).toEqual([]);
  });

  it('reports a consent the merchant cancelled', async () => {
    const user = await signUp(t.app, 'ae-cancel@example.test');
    const authorize = await call<SupplierAuthorize>(
      t.app,
      'POST',
      '/api/supplier-accounts/aliexpress/authorize',
      { token: user.token, workplaceId: user.workplaceId },
    );
    const state = new URL(authorize.body.data!.url).searchParams.get('state')!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/supplier-accounts/aliexpress/callback?error=access_denied&state=${encodeURIComponent(state)}`,
    });
    expect(new URL(response.headers.location as string).searchParams.get('link_error')).toBe(
      'SupplierAccountLinkFailed',
    );
  });

  it('links CJ with an API key, rejects a wrong key on the field, and unlinks', async () => {
    const user = await signUp(t.app, 'cj-link@example.test');
    const wrong = await call(t.app, 'POST', '/api/supplier-accounts/cj/link', {
      token: user.token,
      workplaceId: user.workplaceId,
      body: { api_key: 'definitely-not-a-cj-key' },
    });
    expect(wrong.http).toBe(400);
    expect(wrong.body.errors?.[0]).toMatchObject({
      field: 'api_key',
      message: 'SupplierAccountLinkFailed',
    });

    const linked = await call<SupplierAccountList>(
      t.app,
      'POST',
      '/api/supplier-accounts/cj/link',
      {
        token: user.token,
        workplaceId: user.workplaceId,
        body: { api_key: SANDBOX_CJ_API_KEY, email: 'me@shop.test' },
      },
    );
    expect(linked.body.data!.accounts).toEqual([
      expect.objectContaining({
        source: 'cj',
        account_name: 'me@shop.test',
        sandbox: true,
        status: 'active',
      }),
    ]);

    // another merchant can neither see nor unlink it
    const other = await signUp(t.app, 'cj-other@example.test');
    const id = linked.body.data!.accounts[0]!.id;
    expect((await list(other.token, other.workplaceId)).body.data!.accounts).toEqual([]);
    const foreign = await call(t.app, 'POST', `/api/supplier-accounts/${id}/unlink`, {
      token: other.token,
      workplaceId: other.workplaceId,
    });
    expect(foreign.http).toBe(404);
    const notMember = await call(t.app, 'GET', '/api/supplier-accounts', {
      token: other.token,
      workplaceId: user.workplaceId,
    });
    expect(notMember.http).toBe(403);

    const unlinked = await call<SupplierAccountList>(
      t.app,
      'POST',
      `/api/supplier-accounts/${id}/unlink`,
      { token: user.token, workplaceId: user.workplaceId },
    );
    expect(unlinked.body.data!.accounts).toEqual([]);
  });

  it('gives other modules a bound source, refreshes expired tokens and stores the new ones', async () => {
    const user = await signUp(t.app, 'bound@example.test');
    await linkAliExpress(user.token, user.workplaceId);
    // the app's own handle, as a request of this workplace uses it (row-level security, ADR 025)
    await inWorkplaceScope(user.workplaceId, async () => {
      const sources = supplierSources(t.app.ctx);
      const source = await sources.forWorkplace(user.workplaceId, 'aliexpress');
      expect((await source.productSearch({ page: 1, pageSize: 2 })).items).toHaveLength(2);

      const [before] = await t.db
        .select()
        .from(supplierAccounts)
        .where(eq(supplierAccounts.workplaceId, user.workplaceId));
      await fetch(`${urls.ae}/_control/expire-tokens`, { method: 'POST' });
      expect((await source.productGet('1005007000000001')).sourceProductId).toBe(
        '1005007000000001',
      );
      const [after] = await t.db
        .select()
        .from(supplierAccounts)
        .where(eq(supplierAccounts.workplaceId, user.workplaceId));
      expect(after!.accessTokenSealed).not.toBe(before!.accessTokenSealed);
      expect(after!.status).toBe('active');

      const missing = await sources.forWorkplace(user.workplaceId, 'cj').catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(AppError);
      expect((missing as AppError).messageKey).toBe('SupplierAccountNotLinked');
    });
  });
});
