import { expect, type Page } from '@playwright/test';
import { SANDBOX_URLS } from '../support/e2e-stack';

/** Cards of the payments stand-in (sandbox/src/payments/billing.ts). */
export const PAID_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000000000000002';

/** The payments stand-in's hosted Checkout page (Stripe Checkout's place in the journey). */
export class SandboxCheckoutPage {
  constructor(readonly page: Page) {}

  async expectOpen(total: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`^${SANDBOX_URLS.payments}/pay/`));
    await expect(this.page.getByRole('heading', { level: 1 })).toContainText(`Pay ${total}`);
  }

  async pay(card = PAID_CARD): Promise<void> {
    await this.page.getByLabel('Card number').fill(card);
    await this.page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await this.page.getByLabel('CVC').fill('123');
    await this.page.getByRole('button', { name: /^Pay / }).click();
  }
}

interface StandInSubscription {
  id: string;
  status: string;
  plan: string | null;
}

/** The stand-in's control API: its subscriptions, and Stripe's clock renewing one. */
export class SandboxPaymentsControl {
  constructor(readonly page: Page) {}

  async subscriptionFor(planKey: string): Promise<StandInSubscription> {
    const response = await this.page.request.get(`${SANDBOX_URLS.payments}/_control/state`);
    const state = (await response.json()) as { subscriptions: StandInSubscription[] };
    const found = state.subscriptions.find(
      (sub) => sub.plan === planKey && sub.status !== 'canceled',
    );
    if (!found) throw new Error(`no live ${planKey} subscription in the payments stand-in`);
    return found;
  }

  /** The next period starts and the card on file is charged (the signed webhooks follow). */
  async renew(subscriptionId: string, card: string): Promise<void> {
    const response = await this.page.request.post(
      `${SANDBOX_URLS.payments}/_control/subscriptions/${subscriptionId}/renew`,
      { data: { card } },
    );
    expect(response.status()).toBe(200);
  }
}
