import { gid } from '../ids';
import type { Shop } from '../model';
import type { AppPurchaseOneTime, AppSubscription } from './model';

/** app_subscriptions/update: the subscription under `app_subscription`, REST style. */
export function appSubscriptionPayload(shop: Shop, subscription: AppSubscription) {
  return {
    app_subscription: {
      admin_graphql_api_id: gid('AppSubscription', subscription.id),
      name: subscription.name,
      status: subscription.status,
      admin_graphql_api_shop_id: gid('Shop', shop.id),
      created_at: subscription.createdAt,
      updated_at: subscription.updatedAt,
      currency: subscription.lineItem.currencyCode,
      price: subscription.lineItem.amount,
      interval: subscription.lineItem.interval.toLowerCase(),
    },
  };
}

/** The AppSubscription object of the Admin GraphQL API. */
export function appSubscriptionView(subscription: AppSubscription) {
  const item = subscription.lineItem;
  return {
    id: gid('AppSubscription', subscription.id),
    name: subscription.name,
    status: subscription.status,
    test: subscription.test,
    trialDays: subscription.trialDays,
    returnUrl: subscription.returnUrl,
    createdAt: subscription.createdAt,
    currentPeriodEnd: subscription.currentPeriodEnd,
    lineItems: [
      {
        id: gid('AppSubscriptionLineItem', item.id),
        plan: {
          pricingDetails: {
            __typename: 'AppRecurringPricing',
            interval: item.interval,
            price: { amount: item.amount, currencyCode: item.currencyCode },
            planHandle: null,
          },
        },
      },
    ],
  };
}

/** app_purchases_one_time/update: the purchase under `app_purchase_one_time`, REST style. */
export function appPurchaseOneTimePayload(shop: Shop, purchase: AppPurchaseOneTime) {
  return {
    app_purchase_one_time: {
      admin_graphql_api_id: gid('AppPurchaseOneTime', purchase.id),
      name: purchase.name,
      status: purchase.status,
      admin_graphql_api_shop_id: gid('Shop', shop.id),
      created_at: purchase.createdAt,
      updated_at: purchase.updatedAt,
    },
  };
}

/** The AppPurchaseOneTime object of the Admin GraphQL API. */
export function appPurchaseOneTimeView(purchase: AppPurchaseOneTime) {
  return {
    id: gid('AppPurchaseOneTime', purchase.id),
    name: purchase.name,
    status: purchase.status,
    test: purchase.test,
    createdAt: purchase.createdAt,
    price: { amount: purchase.amount, currencyCode: purchase.currencyCode },
  };
}
