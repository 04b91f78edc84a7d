import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuotaUsage, WalletView } from '@omni/shared/contracts';
import type { CurrentPlan, QuotaPurchase } from '@omni/shared/contracts/billing';
import { okReply } from '@omni/shared/remote-testing';
import { openProviderPage } from '../../../common/open-provider-page';
import { pricing } from '../../../testing/pricing-fixture';
import { renderPage } from '../../../testing/render-page';
import { ExtraQuotaSection } from './extra-quota-section';

jest.mock('../../../common/open-provider-page', () => ({ openProviderPage: jest.fn() }));

const usage: QuotaUsage = {
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  features: {
    IMPORT_PRODUCT: { limit: 50, usage: 50, isOutQuota: true },
    LISTING_PRODUCTS: { limit: -1, usage: 7, isOutQuota: false },
    AI_PRODUCT_WRITING: { limit: 0, usage: 0, isOutQuota: true },
    READY2SALE: { limit: 0, usage: 0, isOutQuota: true },
  },
};
const wallet = (total: number): WalletView => ({
  currency: 'USD',
  balance_topup: total,
  balance_bonus: 0,
  total_balance: total,
  policy_accepted_at: '2026-11-02T00:00:00.000Z',
});
const purchase = (over: Partial<QuotaPurchase>): QuotaPurchase => ({
  id: 'p1',
  status: 'paid',
  feature: 'IMPORT_PRODUCT',
  units: 300,
  amount: 1500,
  currency: 'USD',
  store_id: null,
  period_start: usage.period_start,
  period_end: usage.period_end,
  quota: { limit: 350, usage: 50 },
  total_balance: 500,
  ...over,
});

const walletPlan: CurrentPlan = {
  package: pricing.packages[0]!,
  subscription: null,
  is_owner: true,
  payment_mode: 'stripe',
};
/** A plan billed by a shop: the merchant came from the Shopify admin. */
const shopifyPlan: CurrentPlan = {
  ...walletPlan,
  subscription: {
    provider: 'shopify',
    status: 'active',
    plan_key: 'BASIC',
    pending_plan_key: null,
    current_period_start: usage.period_start,
    current_period_end: usage.period_end,
    cancel_at_period_end: false,
    grace_until: null,
  },
};

function render(
  balance: number,
  url = '/app/setting/billing',
  { plan = walletPlan, purchases = [] as QuotaPurchase[] } = {},
) {
  const { http } = renderPage(<ExtraQuotaSection />, { url });
  http.onPost('payments/quota/calc-usage').reply(...okReply(usage));
  http.onGet('payments/user/wallets').reply(...okReply(wallet(balance)));
  http.onGet('payments/user/current-plan').reply(...okReply(plan));
  http.onGet('payments/quota-purchases').reply(...okReply({ items: purchases }));
  return http;
}
const posted = (http: ReturnType<typeof render>, path: string) =>
  http.history.post.filter((r) => r.url?.includes(path));

describe('ExtraQuotaSection', () => {
  it('offers packs of the limited features in the plan and the Ready2Sale add-on, nothing else', async () => {
    render(2000);
    const imports = await screen.findByTestId('extra-quota-IMPORT_PRODUCT');
    expect(imports).toHaveTextContent('Imported products');
    expect(imports).toHaveTextContent('50 of 50 used this period');
    expect(imports).toHaveTextContent('Pack of 100: $5.00');
    expect(screen.getByTestId('extra-quota-READY2SALE')).toHaveTextContent(
      'Add-on, not included in your plan',
    );
    // unlimited listings and AI writing the plan leaves out cannot be bought
    expect(screen.queryByTestId('extra-quota-LISTING_PRODUCTS')).not.toBeInTheDocument();
    expect(screen.queryByTestId('extra-quota-AI_PRODUCT_WRITING')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy more: Imported products' })).toBeInTheDocument();
  });

  it('comes into view when the usage popover’s Buy more links to it', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    render(2000, '/app/setting/billing#extra-quota');
    await screen.findByTestId('extra-quota-IMPORT_PRODUCT');
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll.mock.contexts[0]).toBe(screen.getByTestId('extra-quota'));
  });

  it('shows what 3 packs add and cost before paying, then pays once from the wallet', async () => {
    const http = render(2000);
    http.onPost('payments/charge-extra').reply(...okReply(purchase({})));
    await userEvent.click(await screen.findByTestId('extra-quota-buy-IMPORT_PRODUCT'));
    const dialog = await screen.findByTestId('buy-quota-dialog');
    expect(await within(dialog).findByTestId('buy-quota-balance')).toHaveTextContent('$20.00');
    const packs = within(dialog).getByLabelText('Packs');
    await userEvent.clear(packs);
    await userEvent.type(packs, '3');
    expect(within(dialog).getByTestId('buy-quota-units')).toHaveTextContent(
      '+300 Imported products',
    );
    expect(within(dialog).getByTestId('buy-quota-total')).toHaveTextContent('$15.00');
    expect(posted(http, 'charge-extra')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $15.00 from the wallet' }));
    await waitFor(() => expect(screen.queryByTestId('buy-quota-dialog')).not.toBeInTheDocument());
    const calls = posted(http, 'charge-extra');
    expect(calls).toHaveLength(1);
    const body = JSON.parse(calls[0]!.data as string);
    expect(body).toEqual({ feature: 'IMPORT_PRODUCT', packs: 3, request_id: expect.any(String) });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    // the usage is read again, with the raised limit
    await waitFor(() => expect(posted(http, 'calc-usage').length).toBeGreaterThan(1));
  });

  it('says the wallet is short before paying, and links to the top-up', async () => {
    const http = render(300);
    await userEvent.click(await screen.findByTestId('extra-quota-buy-READY2SALE'));
    const dialog = await screen.findByTestId('buy-quota-dialog');
    expect(await within(dialog).findByTestId('buy-quota-short')).toHaveTextContent(
      'Your wallet balance is too low for this purchase.',
    );
    expect(within(dialog).getByTestId('buy-quota-total')).toHaveTextContent('$9.90');
    expect(screen.getByTestId('buy-quota-confirm')).toBeDisabled();
    await userEvent.click(within(dialog).getByTestId('buy-quota-topup'));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/setting/wallet');
    expect(posted(http, 'charge-ready2sale')).toHaveLength(0);
  });

  it('a purchase the API declines (the wallet was spent meanwhile) keeps the dialog open and says so', async () => {
    const http = render(2000);
    http
      .onPost('payments/charge-ready2sale')
      .reply(
        ...okReply(
          purchase({ status: 'declined', feature: 'READY2SALE', units: 0, total_balance: 100 }),
        ),
      );
    await userEvent.click(await screen.findByTestId('extra-quota-buy-READY2SALE'));
    const dialog = await screen.findByTestId('buy-quota-dialog');
    await within(dialog).findByTestId('buy-quota-balance');
    await userEvent.click(screen.getByTestId('buy-quota-confirm'));
    expect(await within(dialog).findByTestId('buy-quota-short')).toBeInTheDocument();
    expect(within(dialog).getByTestId('buy-quota-balance')).toHaveTextContent('$1.00');
    const calls = posted(http, 'charge-ready2sale');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.data as string)).toEqual({
      packs: 1,
      request_id: expect.any(String),
    });
  });

  it('billed by Shopify: no wallet, the dialog continues to Shopify’s page for the charge', async () => {
    const http = render(0, '/app/setting/billing', { plan: shopifyPlan });
    const approval =
      'http://127.0.0.1:4101/shops/s.myshopify.com/admin/charges/1/2/ApplicationCharge/confirm_application_charge?signature=x';
    http.onPost('payments/charge-extra').reply(
      ...okReply(
        purchase({
          provider: 'shopify',
          status: 'pending',
          confirmation_url: approval,
          units: 100,
          quota: { limit: 50, usage: 50 },
          total_balance: null,
        }),
      ),
    );
    expect(
      await screen.findByText(/Billed by Shopify once you approve it there/),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('extra-quota-buy-IMPORT_PRODUCT'));
    const dialog = await screen.findByTestId('buy-quota-dialog');
    expect(within(dialog).getByTestId('buy-quota-shopify-note')).toHaveTextContent(
      'Your wallet is not used.',
    );
    expect(within(dialog).queryByTestId('buy-quota-balance')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('buy-quota-short')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Shopify' }));
    await waitFor(() => expect(openProviderPage).toHaveBeenCalledWith(approval));
    expect(posted(http, 'charge-extra')).toHaveLength(1);
    expect(http.history.get.filter((r) => r.url?.includes('wallets'))).toHaveLength(0);
  });

  it('back from Shopify: waits for Shopify’s confirmation, then says what was added', async () => {
    const pending = purchase({ id: 'p9', provider: 'shopify', status: 'pending', units: 100 });
    const http = render(0, '/app/setting/billing?quota_purchase=p9&charge_id=7', {
      plan: shopifyPlan,
      purchases: [pending],
    });
    const notice = await screen.findByTestId('shopify-purchase-notice');
    expect(notice).toHaveTextContent('Imported products: approved on Shopify.');
    http.onGet('payments/quota-purchases').reply(
      ...okReply({
        items: [{ ...pending, status: 'paid', quota: { limit: 150, usage: 50 } }],
      }),
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('shopify-purchase-notice')).toHaveTextContent(
          'Imported products: +100. Your limit is now 150 until',
        ),
      { timeout: 5_000 },
    );
    // the usage is read again with the new limit
    await waitFor(() => expect(posted(http, 'calc-usage').length).toBeGreaterThan(1));
  });

  it('a declined Shopify purchase says nothing was charged or added', async () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    render(0, '/app/setting/billing', {
      plan: shopifyPlan,
      purchases: [
        purchase({ provider: 'shopify', status: 'declined', units: 0, updated_at: recent }),
      ],
    });
    expect(await screen.findByTestId('shopify-purchase-notice')).toHaveTextContent(
      'You declined the purchase of Imported products on Shopify. Nothing was charged or added.',
    );
  });

  it('a Shopify purchase still waiting offers its approval page again', async () => {
    const approval = 'http://127.0.0.1:4101/approve';
    render(0, '/app/setting/billing', {
      plan: shopifyPlan,
      purchases: [
        purchase({
          provider: 'shopify',
          status: 'pending',
          feature: 'READY2SALE',
          units: 10,
          confirmation_url: approval,
        }),
      ],
    });
    expect(await screen.findByTestId('shopify-purchase-notice')).toHaveTextContent(
      'Your purchase of 10 Ready-to-sell products waits for your approval on Shopify.',
    );
    await userEvent.click(screen.getByTestId('shopify-purchase-continue'));
    expect(openProviderPage).toHaveBeenCalledWith(approval);
  });
});
