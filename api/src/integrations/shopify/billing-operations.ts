import type { ShopifyAdminClient } from './admin-client';
import { assertNoUserErrors, type UserError } from './admin-operations';

/*
 * Shopify Billing (GraphQL Admin API): the app's recurring charge to a shop, and its one-time
 * purchases. The merchant approves each on Shopify's confirmation page; app_subscriptions/update
 * and app_purchases_one_time/update report their status changes.
 */

/** AppSubscriptionStatus. */
export type ShopifySubscriptionStatus =
  'PENDING' | 'ACTIVE' | 'DECLINED' | 'EXPIRED' | 'FROZEN' | 'CANCELLED' | 'ACCEPTED';

export type ShopifyBillingInterval = 'EVERY_30_DAYS' | 'ANNUAL';

/** AppSubscriptionReplacementBehavior: how a new subscription replaces the shop's current one. */
export type ShopifyReplacementBehavior =
  'APPLY_IMMEDIATELY' | 'APPLY_ON_NEXT_BILLING_CYCLE' | 'STANDARD';

export interface AppSubscriptionInput {
  name: string;
  /** Decimal text in the currency's unit ("29.90"). */
  amount: string;
  currencyCode: string;
  interval: ShopifyBillingInterval;
  /** Where Shopify sends the merchant after approving (it adds `charge_id`). */
  returnUrl: string;
  /** A test charge: never billed (development stores, and everything outside production). */
  test: boolean;
  replacementBehavior: ShopifyReplacementBehavior;
}

export interface ShopifyAppSubscription {
  /** gid://shopify/AppSubscription/… */
  id: string;
  name: string;
  status: ShopifySubscriptionStatus;
  test: boolean;
  createdAt: string;
  /** The end of the period billed; null while not billed (pending, or a waiting replacement). */
  currentPeriodEnd: string | null;
}

const SUBSCRIPTION_FIELDS = 'id name status test createdAt currentPeriodEnd';

const CREATE = `#graphql
  mutation AppSubscriptionCreate(
    $name: String!
    $lineItems: [AppSubscriptionLineItemInput!]!
    $returnUrl: URL!
    $test: Boolean
    $replacementBehavior: AppSubscriptionReplacementBehavior
  ) {
    appSubscriptionCreate(
      name: $name
      lineItems: $lineItems
      returnUrl: $returnUrl
      test: $test
      replacementBehavior: $replacementBehavior
    ) {
      appSubscription { ${SUBSCRIPTION_FIELDS} }
      confirmationUrl
      userErrors { field message }
    }
  }`;

/** A pending subscription and the page where the merchant approves or declines it. */
export async function createAppSubscription(
  client: ShopifyAdminClient,
  input: AppSubscriptionInput,
): Promise<{ subscription: ShopifyAppSubscription; confirmationUrl: string }> {
  const data = await client.request<{
    appSubscriptionCreate: {
      appSubscription: ShopifyAppSubscription | null;
      confirmationUrl: string | null;
      userErrors: UserError[];
    };
  }>(CREATE, {
    name: input.name,
    returnUrl: input.returnUrl,
    test: input.test,
    replacementBehavior: input.replacementBehavior,
    lineItems: [
      {
        plan: {
          appRecurringPricingDetails: {
            price: { amount: input.amount, currencyCode: input.currencyCode },
            interval: input.interval,
          },
        },
      },
    ],
  });
  const result = data.appSubscriptionCreate;
  assertNoUserErrors('appSubscriptionCreate', result.userErrors);
  return { subscription: result.appSubscription!, confirmationUrl: result.confirmationUrl! };
}

const CANCEL = `#graphql
  mutation AppSubscriptionCancel($id: ID!, $prorate: Boolean) {
    appSubscriptionCancel(id: $id, prorate: $prorate) {
      appSubscription { ${SUBSCRIPTION_FIELDS} }
      userErrors { field message }
    }
  }`;

/** Ends a subscription now; `prorate` credits the unused part of the period to the shop's bill. */
export async function cancelAppSubscription(
  client: ShopifyAdminClient,
  id: string,
  prorate: boolean,
): Promise<ShopifyAppSubscription> {
  const data = await client.request<{
    appSubscriptionCancel: {
      appSubscription: ShopifyAppSubscription | null;
      userErrors: UserError[];
    };
  }>(CANCEL, { id, prorate });
  assertNoUserErrors('appSubscriptionCancel', data.appSubscriptionCancel.userErrors);
  return data.appSubscriptionCancel.appSubscription!;
}

const ACTIVE = `#graphql
  query ActiveSubscriptions {
    currentAppInstallation { activeSubscriptions { ${SUBSCRIPTION_FIELDS} } }
  }`;

/** The shop's ACTIVE subscriptions of this app (the billed one, and a replacement waiting). */
export async function activeAppSubscriptions(
  client: ShopifyAdminClient,
): Promise<ShopifyAppSubscription[]> {
  const data = await client.request<{
    currentAppInstallation: { activeSubscriptions: ShopifyAppSubscription[] };
  }>(ACTIVE);
  return data.currentAppInstallation.activeSubscriptions;
}

/*
 * One-time purchases (appPurchaseOneTimeCreate): a charge the merchant approves once on Shopify's
 * confirmation page; app_purchases_one_time/update reports its one change of status.
 */

/** AppPurchaseStatus: PENDING, then once ACTIVE, DECLINED or EXPIRED (ACCEPTED is deprecated). */
export type ShopifyPurchaseStatus = 'PENDING' | 'ACTIVE' | 'DECLINED' | 'EXPIRED' | 'ACCEPTED';

export interface AppPurchaseOneTimeInput {
  name: string;
  /** Decimal text in the currency's unit ("5.00"). */
  amount: string;
  currencyCode: string;
  /** Where Shopify sends the merchant after approving (it adds `charge_id`). */
  returnUrl: string;
  /** A test charge: never billed. */
  test: boolean;
}

export interface ShopifyAppPurchaseOneTime {
  /** gid://shopify/AppPurchaseOneTime/… */
  id: string;
  name: string;
  status: ShopifyPurchaseStatus;
  test: boolean;
  createdAt: string;
}

const CREATE_PURCHASE = `#graphql
  mutation AppPurchaseOneTimeCreate(
    $name: String!
    $price: MoneyInput!
    $returnUrl: URL!
    $test: Boolean
  ) {
    appPurchaseOneTimeCreate(name: $name, price: $price, returnUrl: $returnUrl, test: $test) {
      appPurchaseOneTime { id name status test createdAt }
      confirmationUrl
      userErrors { field message }
    }
  }`;

/** A pending one-time purchase and the page where the merchant approves or declines it. */
export async function createAppPurchaseOneTime(
  client: ShopifyAdminClient,
  input: AppPurchaseOneTimeInput,
): Promise<{ purchase: ShopifyAppPurchaseOneTime; confirmationUrl: string }> {
  const data = await client.request<{
    appPurchaseOneTimeCreate: {
      appPurchaseOneTime: ShopifyAppPurchaseOneTime | null;
      confirmationUrl: string | null;
      userErrors: UserError[];
    };
  }>(CREATE_PURCHASE, {
    name: input.name,
    price: { amount: input.amount, currencyCode: input.currencyCode },
    returnUrl: input.returnUrl,
    test: input.test,
  });
  const result = data.appPurchaseOneTimeCreate;
  assertNoUserErrors('appPurchaseOneTimeCreate', result.userErrors);
  return { purchase: result.appPurchaseOneTime!, confirmationUrl: result.confirmationUrl! };
}
