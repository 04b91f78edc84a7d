import type { Shop } from '../model';
import type { WebhookDelivery } from '../webhooks';
import type { ShopifyWorld } from '../world';
import { WorldError } from '../world-error';
import { appTopicUris, type UserError } from './app-billing';
import { appPurchaseOneTimePayload } from './billing-payload';
import type { AppPurchaseOneTime, AppPurchaseStatus } from './model';

export const APP_PURCHASES_ONE_TIME_UPDATE = 'app_purchases_one_time/update';

const DECIMAL = /^\d{1,7}(\.\d{1,2})?$/;

export interface CreatePurchaseInput {
  name: string;
  amount: unknown;
  currencyCode: string;
  returnUrl: string;
  test: boolean;
}

function validate(input: CreatePurchaseInput): UserError[] {
  const errors: UserError[] = [];
  if (!input.name.trim()) errors.push({ field: ['name'], message: "Name can't be blank" });
  const amount = String(input.amount);
  if (!DECIMAL.test(amount) || Number(amount) <= 0)
    errors.push({ field: ['price', 'amount'], message: 'Price must be greater than 0' });
  if (!/^[A-Z]{3}$/.test(input.currencyCode))
    errors.push({ field: ['price', 'currencyCode'], message: 'Currency code is invalid' });
  if (!/^https?:\/\/[^\s]+$/.test(input.returnUrl))
    errors.push({ field: ['returnUrl'], message: 'Return url is invalid' });
  return errors;
}

/**
 * The app's one-time purchases on each shop (appPurchaseOneTimeCreate, as Shopify documents it):
 * created PENDING, then — once — ACTIVE when the merchant approves (charged at once), DECLINED
 * when they decline, EXPIRED when two days pass without an answer. Every change is sent as
 * app_purchases_one_time/update; creating one is not a change and sends nothing.
 */
export class AppPurchases {
  constructor(
    private readonly world: ShopifyWorld,
    private readonly publicUrl: string,
  ) {}

  find(shop: Shop, id: number): AppPurchaseOneTime {
    const purchase = shop.appPurchases.find((p) => p.id === id);
    if (!purchase) throw new WorldError('NOT_FOUND', `No app purchase ${id}`);
    return purchase;
  }

  create(
    shop: Shop,
    input: CreatePurchaseInput,
  ): { purchase: AppPurchaseOneTime; confirmationUrl: string } | { userErrors: UserError[] } {
    const userErrors = validate(input);
    if (userErrors.length > 0) return { userErrors };
    const now = new Date().toISOString();
    const purchase: AppPurchaseOneTime = {
      id: this.world.ids.take(),
      name: input.name.trim(),
      status: 'PENDING',
      test: input.test,
      returnUrl: input.returnUrl,
      amount: Number(input.amount).toFixed(2),
      currencyCode: input.currencyCode,
      createdAt: now,
      updatedAt: now,
    };
    shop.appPurchases.push(purchase);
    return { purchase, confirmationUrl: this.confirmationUrl(shop, purchase) };
  }

  /** The page where the merchant approves or declines, signed so its id can't be swapped. */
  confirmationUrl(shop: Shop, purchase: AppPurchaseOneTime): string {
    return `${this.publicUrl}${this.confirmationPath(shop, purchase.id)}?signature=${this.world.billing.signature(shop, purchase.id)}`;
  }

  confirmationPath(shop: Shop, id: number): string {
    return `/shops/${shop.domain}/admin/charges/${this.world.app.appId}/${id}/ApplicationCharge/confirm_application_charge`;
  }

  /** Approved: charged at once and ACTIVE; the browser goes to the return URL with `charge_id`. */
  approve(shop: Shop, id: number): string {
    const purchase = this.pending(shop, id);
    this.move(shop, purchase, 'ACTIVE');
    const back = new URL(purchase.returnUrl);
    back.searchParams.set('charge_id', String(purchase.id));
    return back.href;
  }

  /** Declined: Shopify shows the admin's apps page with a notice, not the app. */
  decline(shop: Shop, id: number): string {
    this.move(shop, this.pending(shop, id), 'DECLINED');
    return `/shops/${shop.domain}/admin/apps?charge_declined=${id}`;
  }

  /** Control: two days passed without an answer. */
  expire(shop: Shop, id: number): void {
    this.move(shop, this.pending(shop, id), 'EXPIRED');
  }

  private pending(shop: Shop, id: number): AppPurchaseOneTime {
    const purchase = this.find(shop, id);
    if (purchase.status !== 'PENDING')
      throw new WorldError('INVALID', `This charge is ${purchase.status.toLowerCase()}`);
    return purchase;
  }

  private move(shop: Shop, purchase: AppPurchaseOneTime, status: AppPurchaseStatus): void {
    purchase.status = status;
    purchase.updatedAt = new Date().toISOString();
    this.send(shop, purchase);
  }

  /**
   * app_purchases_one_time/update to the app's own address (an app-specific topic of its toml)
   * and to any shop subscription for the topic at another address, while the app is installed.
   */
  private send(shop: Shop, purchase: AppPurchaseOneTime): WebhookDelivery[] {
    if (!shop.installation) return [];
    const payload = appPurchaseOneTimePayload(shop, purchase);
    return appTopicUris(this.world, shop, APP_PURCHASES_ONE_TIME_UPDATE).map((uri) =>
      this.world.webhooks.send({
        topic: APP_PURCHASES_ONE_TIME_UPDATE,
        shopDomain: shop.domain,
        uri,
        payload,
      }),
    );
  }
}
