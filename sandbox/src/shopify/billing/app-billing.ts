import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Shop } from '../model';
import type { WebhookDelivery } from '../webhooks';
import type { ShopifyWorld } from '../world';
import { WorldError } from '../world-error';
import {
  INTERVAL_DAYS,
  TERMINAL_STATUSES,
  type AppPricingInterval,
  type AppSubscription,
  type AppSubscriptionStatus,
  type ReplacementBehavior,
} from './model';
import { appSubscriptionPayload } from './billing-payload';

export const APP_SUBSCRIPTIONS_UPDATE = 'app_subscriptions/update';

const DAY_MS = 24 * 60 * 60 * 1000;
const DECIMAL = /^\d{1,7}(\.\d{1,2})?$/;

export interface CreateSubscriptionInput {
  name: string;
  returnUrl: string;
  test: boolean;
  trialDays: number;
  replacementBehavior: ReplacementBehavior;
  lineItems: Array<{
    amount: unknown;
    currencyCode: string;
    interval: AppPricingInterval;
  }>;
}

export interface UserError {
  field: string[];
  message: string;
}

const userError = (field: string[], message: string): UserError => ({ field, message });

function validate(input: CreateSubscriptionInput): UserError[] {
  const errors: UserError[] = [];
  if (!input.name.trim()) errors.push(userError(['name'], "Name can't be blank"));
  if (!/^https?:\/\/[^\s]+$/.test(input.returnUrl))
    errors.push(userError(['returnUrl'], 'Return url is invalid'));
  if (input.lineItems.length !== 1)
    errors.push(
      userError(
        ['lineItems'],
        'Only one pricing plan can be defined for each available type: give one recurring plan',
      ),
    );
  input.lineItems.forEach((item, index) => {
    const amount = String(item.amount);
    if (!DECIMAL.test(amount) || Number(amount) <= 0)
      errors.push(
        userError(
          ['lineItems', String(index), 'plan', 'appRecurringPricingDetails', 'price', 'amount'],
          'Price must be greater than 0',
        ),
      );
    if (!/^[A-Z]{3}$/.test(item.currencyCode))
      errors.push(
        userError(
          ['lineItems', String(index), 'plan', 'appRecurringPricingDetails', 'price'],
          'Currency code is invalid',
        ),
      );
  });
  if (!Number.isInteger(input.trialDays) || input.trialDays < 0)
    errors.push(userError(['trialDays'], 'Trial days must be greater than or equal to 0'));
  return errors;
}

/**
 * Where an app-specific topic (declared in the app's toml) is sent: the app's own address, and
 * any shop subscription for the topic at another address.
 */
export function appTopicUris(world: ShopifyWorld, shop: Shop, topic: string): string[] {
  return [
    ...new Set([
      world.app.appWebhookUrl,
      ...shop.subscriptions.filter((s) => s.topic === topic).map((s) => s.uri),
    ]),
  ];
}

const live = (status: AppSubscriptionStatus) => status === 'ACTIVE' || status === 'FROZEN';

/**
 * Whether an approved replacement waits for the end of the current billing cycle
 * (AppSubscriptionReplacementBehavior, as Shopify documents it): STANDARD defers only an annual
 * plan replaced by a cheaper annual one or by a monthly one, or by the same plan; a different
 * currency always applies at once.
 */
export function isDeferred(
  behavior: ReplacementBehavior,
  current: AppSubscription,
  next: AppSubscription,
): boolean {
  const sameCurrency = current.lineItem.currencyCode === next.lineItem.currencyCode;
  if (!sameCurrency || behavior === 'APPLY_IMMEDIATELY') return false;
  if (behavior === 'APPLY_ON_NEXT_BILLING_CYCLE') return true;
  const was = current.lineItem;
  const now = next.lineItem;
  const annual = was.interval === 'ANNUAL';
  return (
    (annual && now.interval === 'ANNUAL' && Number(now.amount) < Number(was.amount)) ||
    (annual && now.interval === 'EVERY_30_DAYS') ||
    (was.interval === now.interval && Number(was.amount) === Number(now.amount))
  );
}

/**
 * The app's subscriptions on each shop (Shopify's Billing API): created PENDING by
 * appSubscriptionCreate, approved or declined by the merchant on the confirmation page, frozen
 * when the shop does not pay, cancelled by the app, by a replacement or by an uninstall. Every
 * status change is sent as app_subscriptions/update.
 */
export class AppBilling {
  constructor(
    private readonly world: ShopifyWorld,
    private readonly publicUrl: string,
  ) {}

  find(shop: Shop, id: number): AppSubscription {
    const subscription = shop.appSubscriptions.find((s) => s.id === id);
    if (!subscription) throw new WorldError('NOT_FOUND', `No app subscription ${id}`);
    return subscription;
  }

  /** Subscriptions billed now, and an approved replacement waiting for its cycle (all ACTIVE). */
  active(shop: Shop): AppSubscription[] {
    return shop.appSubscriptions.filter((s) => s.status === 'ACTIVE');
  }

  create(
    shop: Shop,
    input: CreateSubscriptionInput,
  ): { subscription: AppSubscription; confirmationUrl: string } | { userErrors: UserError[] } {
    const userErrors = validate(input);
    if (userErrors.length > 0) return { userErrors };
    const item = input.lineItems[0]!;
    const now = new Date().toISOString();
    const subscription: AppSubscription = {
      id: this.world.ids.take(),
      name: input.name.trim(),
      status: 'PENDING',
      test: input.test,
      trialDays: input.trialDays,
      returnUrl: input.returnUrl,
      replacementBehavior: input.replacementBehavior,
      lineItem: {
        id: this.world.ids.take(),
        amount: Number(item.amount).toFixed(2),
        currencyCode: item.currencyCode,
        interval: item.interval,
      },
      createdAt: now,
      updatedAt: now,
      currentPeriodEnd: null,
      replaces: null,
    };
    shop.appSubscriptions.push(subscription);
    this.send(shop, subscription);
    return { subscription, confirmationUrl: this.confirmationUrl(shop, subscription) };
  }

  /** The page where the merchant approves or declines, signed so its id can't be swapped. */
  confirmationUrl(shop: Shop, subscription: AppSubscription): string {
    return `${this.publicUrl}${this.confirmationPath(shop, subscription.id)}?signature=${this.signature(shop, subscription.id)}`;
  }

  confirmationPath(shop: Shop, id: number): string {
    return `/shops/${shop.domain}/admin/charges/${this.world.app.appId}/${id}/RecurringApplicationCharge/confirm_recurring_application_charge`;
  }

  signature(shop: Shop, id: number): string {
    return createHmac('sha256', this.world.app.apiSecret)
      .update(`${shop.domain}:${id}`)
      .digest('hex');
  }

  checkSignature(shop: Shop, id: number, signature: unknown): boolean {
    const expected = Buffer.from(this.signature(shop, id));
    const given = Buffer.from(typeof signature === 'string' ? signature : '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * The merchant approved: the subscription is ACTIVE at once (Shopify no longer waits for the
   * app to activate it). It replaces the shop's current one now, or — deferred by its
   * replacement behavior — waits until that one's period ends. Returns where the browser goes:
   * the return URL with `charge_id`.
   */
  approve(shop: Shop, id: number): string {
    const subscription = this.pending(shop, id);
    const current = shop.appSubscriptions.find(
      (s) => s !== subscription && live(s.status) && s.replaces === null,
    );
    // an earlier replacement still waiting is superseded by this one
    for (const waiting of shop.appSubscriptions.filter(
      (s) => s !== subscription && s.replaces !== null && live(s.status),
    ))
      this.move(shop, waiting, 'CANCELLED', { replaces: null });
    if (current && isDeferred(subscription.replacementBehavior, current, subscription)) {
      this.move(shop, subscription, 'ACTIVE', { replaces: current.id });
    } else {
      this.move(shop, subscription, 'ACTIVE', {
        currentPeriodEnd: this.firstPeriodEnd(subscription),
      });
      if (current) this.move(shop, current, 'CANCELLED');
    }
    const back = new URL(subscription.returnUrl);
    back.searchParams.set('charge_id', String(subscription.id));
    return back.href;
  }

  /** The merchant declined: Shopify takes them to the admin's apps page, not to the app. */
  decline(shop: Shop, id: number): string {
    this.move(shop, this.pending(shop, id), 'DECLINED');
    return `/shops/${shop.domain}/admin/apps?charge_declined=${id}`;
  }

  /** appSubscriptionCancel: the app ends a live subscription (prorated credits are Shopify's). */
  cancel(shop: Shop, id: number): AppSubscription | UserError {
    const subscription = shop.appSubscriptions.find((s) => s.id === id);
    if (!subscription) return userError(['id'], 'Subscription not found');
    if (!live(subscription.status))
      return userError(
        ['id'],
        `The subscription is ${subscription.status.toLowerCase()}: only an active one can be cancelled`,
      );
    const waiting = shop.appSubscriptions.find((s) => s.replaces === subscription.id);
    this.move(shop, subscription, 'CANCELLED', { replaces: null });
    if (waiting) this.takeOver(shop, waiting, new Date());
    return subscription;
  }

  /** Control: the shop's bill is not paid (FROZEN), or is paid again (ACTIVE). */
  freeze(shop: Shop, id: number): void {
    const subscription = this.find(shop, id);
    if (subscription.status !== 'ACTIVE' || subscription.replaces !== null)
      throw new WorldError('INVALID', 'Only a subscription being billed can be frozen');
    this.move(shop, subscription, 'FROZEN');
  }

  unfreeze(shop: Shop, id: number): void {
    const subscription = this.find(shop, id);
    if (subscription.status !== 'FROZEN')
      throw new WorldError('INVALID', 'The subscription is not frozen');
    this.move(shop, subscription, 'ACTIVE');
  }

  /** Control: two days passed without an answer from the merchant. */
  expire(shop: Shop, id: number): void {
    this.move(shop, this.pending(shop, id), 'EXPIRED');
  }

  /**
   * Control: the billing cycle of a subscription ends. A replacement waiting for it takes over
   * (the old one is CANCELLED); otherwise the next period is billed (no webhook: the status does
   * not change).
   */
  renew(shop: Shop, id: number): void {
    const subscription = this.find(shop, id);
    if (subscription.status !== 'ACTIVE' || subscription.replaces !== null)
      throw new WorldError('INVALID', 'Only a subscription being billed renews');
    const end = new Date(subscription.currentPeriodEnd ?? Date.now());
    const waiting = shop.appSubscriptions.find((s) => s.replaces === subscription.id);
    if (waiting) {
      this.move(shop, subscription, 'CANCELLED');
      this.takeOver(shop, waiting, end);
      return;
    }
    subscription.currentPeriodEnd = this.after(end, INTERVAL_DAYS[subscription.lineItem.interval]);
    subscription.updatedAt = new Date().toISOString();
  }

  /** The app is removed: Shopify cancels its subscriptions (no credit for the rest of the period). */
  uninstall(shop: Shop): void {
    for (const subscription of shop.appSubscriptions)
      if (live(subscription.status) || subscription.status === 'PENDING')
        this.move(shop, subscription, 'CANCELLED', { replaces: null });
  }

  private pending(shop: Shop, id: number): AppSubscription {
    const subscription = this.find(shop, id);
    if (subscription.status !== 'PENDING')
      throw new WorldError('INVALID', `This charge is ${subscription.status.toLowerCase()}`);
    return subscription;
  }

  private takeOver(shop: Shop, waiting: AppSubscription, from: Date): void {
    waiting.replaces = null;
    waiting.currentPeriodEnd = this.after(from, INTERVAL_DAYS[waiting.lineItem.interval]);
    waiting.updatedAt = new Date().toISOString();
  }

  private firstPeriodEnd(subscription: AppSubscription): string {
    const days = subscription.trialDays || INTERVAL_DAYS[subscription.lineItem.interval];
    return this.after(new Date(), days);
  }

  private after(from: Date, days: number): string {
    return new Date(from.getTime() + days * DAY_MS).toISOString();
  }

  private move(
    shop: Shop,
    subscription: AppSubscription,
    status: AppSubscriptionStatus,
    changes: Partial<AppSubscription> = {},
  ): void {
    Object.assign(subscription, changes, {
      status,
      updatedAt: new Date().toISOString(),
      ...(TERMINAL_STATUSES.includes(status) ? { currentPeriodEnd: null } : {}),
    });
    this.send(shop, subscription);
  }

  /**
   * app_subscriptions/update to the app's own address (an app-specific topic of its toml) and to
   * any shop subscription for the topic at another address, while the app is installed.
   */
  private send(shop: Shop, subscription: AppSubscription): WebhookDelivery[] {
    if (!shop.installation) return [];
    const payload = appSubscriptionPayload(shop, subscription);
    return appTopicUris(this.world, shop, APP_SUBSCRIPTIONS_UPDATE).map((uri) =>
      this.world.webhooks.send({
        topic: APP_SUBSCRIPTIONS_UPDATE,
        shopDomain: shop.domain,
        uri,
        payload,
      }),
    );
  }
}
