/**
 * Shopify Billing's part of the Admin GraphQL schema (2025-10): recurring app subscriptions,
 * their creation and cancellation, one-time purchases, and the app's installation listing them.
 */
export const BILLING_SCHEMA_SDL = /* GraphQL */ `
  extend type Query {
    currentAppInstallation: AppInstallation!
  }

  extend type Mutation {
    appSubscriptionCreate(
      name: String!
      lineItems: [AppSubscriptionLineItemInput!]!
      returnUrl: URL!
      test: Boolean
      trialDays: Int
      replacementBehavior: AppSubscriptionReplacementBehavior = STANDARD
    ): AppSubscriptionCreatePayload
    appSubscriptionCancel(id: ID!, prorate: Boolean = false): AppSubscriptionCancelPayload
    appPurchaseOneTimeCreate(
      name: String!
      price: MoneyInput!
      returnUrl: URL!
      test: Boolean = false
    ): AppPurchaseOneTimeCreatePayload
  }

  enum AppPurchaseStatus {
    ACTIVE
    DECLINED
    EXPIRED
    PENDING
    ACCEPTED
  }
  type AppPurchaseOneTime {
    createdAt: DateTime!
    id: ID!
    name: String!
    price: MoneyV2!
    status: AppPurchaseStatus!
    test: Boolean!
  }
  type AppPurchaseOneTimeEdge {
    cursor: String!
    node: AppPurchaseOneTime!
  }
  type AppPurchaseOneTimeConnection {
    edges: [AppPurchaseOneTimeEdge!]!
    nodes: [AppPurchaseOneTime!]!
    pageInfo: PageInfo!
  }
  type AppPurchaseOneTimeCreatePayload {
    appPurchaseOneTime: AppPurchaseOneTime
    confirmationUrl: URL
    userErrors: [UserError!]!
  }

  enum AppSubscriptionStatus {
    ACTIVE
    CANCELLED
    DECLINED
    EXPIRED
    FROZEN
    PENDING
    ACCEPTED
  }
  enum AppPricingInterval {
    EVERY_30_DAYS
    ANNUAL
  }
  enum AppSubscriptionReplacementBehavior {
    APPLY_IMMEDIATELY
    APPLY_ON_NEXT_BILLING_CYCLE
    STANDARD
  }

  type AppRecurringPricing {
    interval: AppPricingInterval!
    price: MoneyV2!
    planHandle: String
  }
  union AppPricingDetails = AppRecurringPricing
  type AppPlanV2 {
    pricingDetails: AppPricingDetails!
  }
  type AppSubscriptionLineItem {
    id: ID!
    plan: AppPlanV2!
  }
  type AppSubscription {
    id: ID!
    name: String!
    status: AppSubscriptionStatus!
    test: Boolean!
    trialDays: Int!
    returnUrl: URL!
    createdAt: DateTime!
    currentPeriodEnd: DateTime
    lineItems: [AppSubscriptionLineItem!]!
  }
  type AppSubscriptionEdge {
    cursor: String!
    node: AppSubscription!
  }
  type AppSubscriptionConnection {
    edges: [AppSubscriptionEdge!]!
    nodes: [AppSubscription!]!
    pageInfo: PageInfo!
  }
  type AppInstallation {
    id: ID!
    app: App!
    launchUrl: URL!
    activeSubscriptions: [AppSubscription!]!
    allSubscriptions(
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean
    ): AppSubscriptionConnection!
    oneTimePurchases(
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean
    ): AppPurchaseOneTimeConnection!
  }

  input MoneyInput {
    amount: Decimal!
    currencyCode: String!
  }
  input AppRecurringPricingInput {
    price: MoneyInput!
    interval: AppPricingInterval = EVERY_30_DAYS
  }
  input AppPlanInput {
    appRecurringPricingDetails: AppRecurringPricingInput
  }
  input AppSubscriptionLineItemInput {
    plan: AppPlanInput!
  }

  type AppSubscriptionCreatePayload {
    appSubscription: AppSubscription
    confirmationUrl: URL
    userErrors: [UserError!]!
  }
  type AppSubscriptionCancelPayload {
    appSubscription: AppSubscription
    userErrors: [UserError!]!
  }
`;
