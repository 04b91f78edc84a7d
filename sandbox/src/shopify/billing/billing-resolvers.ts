import type { AdminContext } from '../admin-resolvers';
import { connection, type PageArgs } from '../connection';
import { gid, gidNumber } from '../ids';
import type { CreateSubscriptionInput } from './app-billing';
import { appPurchaseOneTimeView, appSubscriptionView } from './billing-payload';
import type { AppPricingInterval, ReplacementBehavior } from './model';

type Args = Record<string, unknown>;

interface LineItemInput {
  plan: {
    appRecurringPricingDetails?: {
      price: { amount: unknown; currencyCode: string };
      interval?: AppPricingInterval | null;
    } | null;
  };
}

function createInput(args: Args): CreateSubscriptionInput | null {
  const items = args.lineItems as LineItemInput[];
  const recurring = items.map((item) => item.plan.appRecurringPricingDetails);
  if (recurring.some((details) => !details)) return null;
  return {
    name: String(args.name),
    returnUrl: String(args.returnUrl),
    test: args.test === true,
    trialDays: (args.trialDays as number | null | undefined) ?? 0,
    replacementBehavior: (args.replacementBehavior as ReplacementBehavior | null) ?? 'STANDARD',
    lineItems: recurring.map((details) => ({
      amount: details!.price.amount,
      currencyCode: details!.price.currencyCode,
      interval: details!.interval ?? 'EVERY_30_DAYS',
    })),
  };
}

/** The Query and Mutation fields of Shopify Billing. */
export const billingRoot = {
  currentAppInstallation: (_: Args, { world, shop }: AdminContext) => ({
    id: gid('AppInstallation', shop.id),
    app: {
      id: gid('App', world.app.appId),
      handle: world.app.handle,
      title: 'Omni Dropshipping',
      developerName: 'Omni',
    },
    launchUrl: `${world.app.applicationUrl}/app`,
    activeSubscriptions: () => world.billing.active(shop).map(appSubscriptionView),
    allSubscriptions: (args: Args) => {
      const all = args.reverse ? [...shop.appSubscriptions].reverse() : shop.appSubscriptions;
      return connection(all, args as PageArgs, appSubscriptionView);
    },
    oneTimePurchases: (args: Args) => {
      const all = args.reverse ? [...shop.appPurchases].reverse() : shop.appPurchases;
      return connection(all, args as PageArgs, appPurchaseOneTimeView);
    },
  }),

  appSubscriptionCreate: (args: Args, { world, shop }: AdminContext) => {
    const input = createInput(args);
    if (!input)
      return {
        appSubscription: null,
        confirmationUrl: null,
        userErrors: [
          { field: ['lineItems'], message: 'Each line item needs appRecurringPricingDetails' },
        ],
      };
    const created = world.billing.create(shop, input);
    if ('userErrors' in created)
      return { appSubscription: null, confirmationUrl: null, userErrors: created.userErrors };
    return {
      appSubscription: appSubscriptionView(created.subscription),
      confirmationUrl: created.confirmationUrl,
      userErrors: [],
    };
  },

  appSubscriptionCancel: ({ id }: Args, { world, shop }: AdminContext) => {
    const number = gidNumber(String(id), 'AppSubscription');
    const result =
      number === null
        ? { field: ['id'], message: 'Subscription not found' }
        : world.billing.cancel(shop, number);
    return 'message' in result
      ? { appSubscription: null, userErrors: [result] }
      : { appSubscription: appSubscriptionView(result), userErrors: [] };
  },

  appPurchaseOneTimeCreate: (args: Args, { world, shop }: AdminContext) => {
    const price = args.price as { amount: unknown; currencyCode: string };
    const created = world.purchases.create(shop, {
      name: String(args.name),
      amount: price.amount,
      currencyCode: price.currencyCode,
      returnUrl: String(args.returnUrl),
      test: args.test === true,
    });
    if ('userErrors' in created)
      return { appPurchaseOneTime: null, confirmationUrl: null, userErrors: created.userErrors };
    return {
      appPurchaseOneTime: appPurchaseOneTimeView(created.purchase),
      confirmationUrl: created.confirmationUrl,
      userErrors: [],
    };
  },
};
