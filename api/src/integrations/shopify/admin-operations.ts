import type { ExternalChannel } from '@omni/shared/contracts';
import { ShopifyGraphqlError, type ShopifyAdminClient } from './admin-client';

/** The Admin GraphQL operations the product uses, with Shopify's names and shapes. */

export interface UserError {
  field?: string[] | null;
  message: string;
}

export function assertNoUserErrors(operation: string, errors: UserError[] | undefined): void {
  if (errors && errors.length > 0)
    throw new ShopifyGraphqlError(
      `${operation}: ${errors.map((e) => e.message).join('; ')}`,
      errors,
    );
}

export interface ShopInfo {
  id: string;
  name: string;
  email: string;
  myshopifyDomain: string;
  primaryDomain: { host: string; url: string };
  currencyCode: string;
  ianaTimezone: string;
}

const SHOP_QUERY = `#graphql
  query Shop {
    shop { id name email myshopifyDomain primaryDomain { host url } currencyCode ianaTimezone }
  }`;

export async function fetchShop(client: ShopifyAdminClient): Promise<ShopInfo> {
  const data = await client.request<{ shop: ShopInfo }>(SHOP_QUERY);
  return data.shop;
}

const PUBLICATIONS_QUERY = `#graphql
  query Publications($after: String) {
    publications(first: 50, after: $after) {
      nodes { id name app { id handle title developerName } }
      pageInfo { hasNextPage endCursor }
    }
  }`;

interface PublicationNode {
  id: string;
  name: string;
  app: { id: string; handle: string; title: string; developerName: string };
}

/**
 * The shop's sales channels as external channels (spec 000 §3): one per publication, identified
 * by its app's handle (facebook-ads, google, tiktok-ads-2, shop-72, snap-ads-sync, pinterest-4,
 * x-ads …). A publication listed is installed, so it is active.
 */
export async function fetchExternalChannels(
  client: ShopifyAdminClient,
): Promise<ExternalChannel[]> {
  const channels: ExternalChannel[] = [];
  let after: string | null = null;
  do {
    const data: {
      publications: {
        nodes: PublicationNode[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } = await client.request(PUBLICATIONS_QUERY, { after });
    for (const node of data.publications.nodes)
      channels.push({
        id: node.id,
        handle: node.app.handle,
        name: node.app.title || node.name,
        developer_name: node.app.developerName,
        app_id: node.app.id,
        is_active: true,
      });
    after = data.publications.pageInfo.hasNextPage ? data.publications.pageInfo.endCursor : null;
  } while (after);
  return channels;
}

export interface ProductInput {
  /** Set to update that product; absent to create one. */
  id?: string;
  /** Our key for the product in the shop (looked up before creating one). */
  handle?: string;
  title: string;
  descriptionHtml?: string;
  vendor?: string;
  productType?: string;
  status?: 'ACTIVE' | 'DRAFT';
  tags?: string[];
  options: Array<{ name: string; values: string[] }>;
  variants: Array<{
    options: Record<string, string>;
    price: string;
    compareAtPrice?: string | null;
    sku?: string | null;
    /** The packaged weight, on the variant's inventory item (InventoryItemInput.measurement). */
    weight?: { value: number; unit: 'GRAMS' | 'KILOGRAMS' | 'OUNCES' | 'POUNDS' };
  }>;
  /** Images Shopify fetches from these addresses (the list replaces the product's media). */
  images?: Array<{ url: string; alt?: string }>;
  /** Metafields set on the product (upserted by namespace and key; others are left alone). */
  metafields?: Array<{ namespace: string; key: string; type: string; value: string }>;
}

const PRODUCT_SET = `#graphql
  mutation ProductSet($input: ProductSetInput!) {
    productSet(input: $input, synchronous: true) {
      product { id handle variants(first: 250) { nodes { id title sku price selectedOptions { name value } } } }
      userErrors { field message code }
    }
  }`;

export interface SavedProduct {
  id: string;
  handle: string;
  variants: Array<{
    id: string;
    title: string;
    sku: string | null;
    price: string;
    selectedOptions: Array<{ name: string; value: string }>;
  }>;
}

/** Creates or updates a product with its options and every variant in one call (productSet). */
export async function saveProduct(
  client: ShopifyAdminClient,
  product: ProductInput,
): Promise<SavedProduct> {
  const input = {
    ...(product.id ? { id: product.id } : {}),
    ...(product.handle ? { handle: product.handle } : {}),
    title: product.title,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    status: product.status ?? 'ACTIVE',
    tags: product.tags,
    productOptions: product.options.map((option) => ({
      name: option.name,
      values: option.values.map((name) => ({ name })),
    })),
    variants: product.variants.map((variant) => ({
      optionValues: Object.entries(variant.options).map(([optionName, name]) => ({
        optionName,
        name,
      })),
      price: variant.price,
      compareAtPrice: variant.compareAtPrice ?? null,
      sku: variant.sku ?? null,
      ...(variant.weight ? { inventoryItem: { measurement: { weight: variant.weight } } } : {}),
    })),
    ...(product.metafields && product.metafields.length > 0
      ? { metafields: product.metafields }
      : {}),
    ...(product.images
      ? {
          files: product.images.map((image) => ({
            originalSource: image.url,
            contentType: 'IMAGE',
            alt: image.alt ?? '',
          })),
        }
      : {}),
  };
  const data = await client.request<{
    productSet: {
      product: { id: string; handle: string; variants: { nodes: SavedProduct['variants'] } } | null;
      userErrors: UserError[];
    };
  }>(PRODUCT_SET, { input });
  assertNoUserErrors('productSet', data.productSet.userErrors);
  const saved = data.productSet.product!;
  return { id: saved.id, handle: saved.handle, variants: saved.variants.nodes };
}

const PRODUCT_BY_HANDLE = `#graphql
  query ProductByHandle($handle: String!) {
    productByIdentifier(identifier: { handle: $handle }) { id }
  }`;

/** The shop's product with this handle, if any (our key: a retry must not create a second one). */
export async function findProductIdByHandle(
  client: ShopifyAdminClient,
  handle: string,
): Promise<string | null> {
  const data = await client.request<{ productByIdentifier: { id: string } | null }>(
    PRODUCT_BY_HANDLE,
    { handle },
  );
  return data.productByIdentifier?.id ?? null;
}

const PUBLISH = `#graphql
  mutation Publish($id: ID!, $input: [PublicationInput!]!) {
    publishablePublish(id: $id, input: $input) {
      publishable { ... on Product { id } }
      userErrors { field message }
    }
  }`;

/** Makes a product available on sales channels (publication ids from fetchExternalChannels). */
export async function publishProduct(
  client: ShopifyAdminClient,
  productId: string,
  publicationIds: string[],
): Promise<void> {
  if (publicationIds.length === 0) return;
  const data = await client.request<{ publishablePublish: { userErrors: UserError[] } }>(PUBLISH, {
    id: productId,
    input: publicationIds.map((publicationId) => ({ publicationId })),
  });
  assertNoUserErrors('publishablePublish', data.publishablePublish.userErrors);
}

const UNPUBLISH = `#graphql
  mutation Unpublish($id: ID!, $input: [PublicationInput!]!) {
    publishableUnpublish(id: $id, input: $input) {
      publishable { ... on Product { id } }
      userErrors { field message }
    }
  }`;

/** Takes a product off sales channels (it stays in the shop). */
export async function unpublishProduct(
  client: ShopifyAdminClient,
  productId: string,
  publicationIds: string[],
): Promise<void> {
  if (publicationIds.length === 0) return;
  const data = await client.request<{ publishableUnpublish: { userErrors: UserError[] } }>(
    UNPUBLISH,
    { id: productId, input: publicationIds.map((publicationId) => ({ publicationId })) },
  );
  assertNoUserErrors('publishableUnpublish', data.publishableUnpublish.userErrors);
}

const MONEY = 'shopMoney { amount currencyCode }';
const ADDRESS =
  'firstName lastName company address1 address2 city province provinceCode zip country countryCodeV2 phone';
const TAX_LINE = `title rate priceSet { ${MONEY} }`;
export const ORDER_FIELDS = `
  id legacyResourceId name email note createdAt updatedAt cancelledAt currencyCode
  displayFinancialStatus displayFulfillmentStatus
  subtotalPriceSet { ${MONEY} } totalShippingPriceSet { ${MONEY} } totalPriceSet { ${MONEY} }
  totalTaxSet { ${MONEY} } totalDiscountsSet { ${MONEY} } taxesIncluded
  taxLines { ${TAX_LINE} }
  shippingLines(first: 1) { nodes { title code originalPriceSet { ${MONEY} } } }
  customer { id firstName lastName email phone }
  shippingAddress { ${ADDRESS} }
  lineItems(first: 10) { nodes { id title variantTitle sku quantity originalUnitPriceSet { ${MONEY} } variant { id } product { id } } }`;

// Pages stay under Shopify's 1000-point limit for one query: 10 orders × (10 line items × 5
// + one shipping line + the order's own ~20 points) ≈ 730 requested points; Shopify then charges
// what came back. Line-level taxes and discounts, and what each discount code took off, would
// pass the limit: they come with the webhooks.
// Orders with more lines are rare in dropshipping; their further lines would need a per-order
// lineItems page (not done yet).
const ORDERS_QUERY = `#graphql
  query Orders($after: String, $query: String) {
    orders(first: 10, after: $after, query: $query, sortKey: UPDATED_AT) {
      nodes { ${ORDER_FIELDS} }
      pageInfo { hasNextPage endCursor }
    }
  }`;

export interface GraphqlTaxLine {
  title: string;
  rate: number | null;
  priceSet: { shopMoney: { amount: string } };
}

export interface GraphqlOrder {
  id: string;
  legacyResourceId: string;
  name: string;
  email: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  currencyCode: string;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
  subtotalPriceSet: { shopMoney: { amount: string } };
  totalShippingPriceSet: { shopMoney: { amount: string } };
  totalPriceSet: { shopMoney: { amount: string } };
  totalTaxSet: { shopMoney: { amount: string } } | null;
  totalDiscountsSet: { shopMoney: { amount: string } } | null;
  taxesIncluded: boolean;
  taxLines: GraphqlTaxLine[];
  shippingLines: {
    nodes: Array<{
      title: string;
      code: string | null;
      originalPriceSet: { shopMoney: { amount: string } };
    }>;
  };
  customer: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
  } | null;
  shippingAddress: Record<string, string | null> | null;
  lineItems: {
    nodes: Array<{
      id: string;
      title: string;
      variantTitle: string | null;
      sku: string | null;
      quantity: number;
      originalUnitPriceSet: { shopMoney: { amount: string } };
      variant: { id: string } | null;
      product: { id: string } | null;
    }>;
  };
}

/** Orders updated after `since` (all when null), oldest change first, page by page. */
export async function* ordersUpdatedSince(
  client: ShopifyAdminClient,
  since: Date | null,
): AsyncGenerator<GraphqlOrder> {
  let after: string | null = null;
  const query = since ? `updated_at:>'${since.toISOString()}'` : null;
  do {
    const data: {
      orders: {
        nodes: GraphqlOrder[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } = await client.request(ORDERS_QUERY, { after, query });
    yield* data.orders.nodes;
    after = data.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null;
  } while (after);
}

const FULFILMENT_STATE = `#graphql
  query FulfilmentState($id: ID!) {
    order(id: $id) {
      cancelledAt
      fulfillments(first: 50) { trackingInfo(first: 10) { number } }
      fulfillmentOrders(first: 10) {
        nodes { id status lineItems(first: 25) { nodes { id remainingQuantity lineItem { id } } } }
      }
    }
  }`;

const FULFILLMENT_CREATE = `#graphql
  mutation FulfillmentCreate($fulfillment: FulfillmentInput!) {
    fulfillmentCreate(fulfillment: $fulfillment) {
      fulfillment { id status trackingInfo { company number url } }
      userErrors { field message }
    }
  }`;

export interface Tracking {
  company: string | null;
  number: string;
  url?: string | null;
}

/** What an order's fulfilment stands at: cancelled or not, its fulfilments and what is left. */
export interface FulfilmentState {
  cancelledAt: string | null;
  fulfillments: Array<{ trackingInfo: Array<{ number: string | null }> }>;
  fulfillmentOrders: {
    nodes: Array<{
      id: string;
      status: string;
      lineItems: {
        nodes: Array<{ id: string; remainingQuantity: number; lineItem: { id: string } }>;
      };
    }>;
  };
}

/** The order's fulfilment state; null when the shop has no such order (deleted). */
export async function readFulfilmentState(
  client: ShopifyAdminClient,
  orderId: string,
): Promise<FulfilmentState | null> {
  const data = await client.request<{ order: FulfilmentState | null }>(FULFILMENT_STATE, {
    id: orderId,
  });
  return data.order;
}

/** Fulfillment orders an app may fulfil now (not closed, cancelled, on hold or scheduled). */
const FULFILLABLE = ['OPEN', 'IN_PROGRESS'];

/** One FulfillmentOrderLineItemsInput: a fulfillment order, and its lines unless all of them. */
export interface FulfilmentGroup {
  fulfillmentOrderId: string;
  fulfillmentOrderLineItems?: Array<{ id: string; quantity: number }>;
}

/**
 * What is left to fulfil: every open fulfillment order whole, or, given `lineItemIds` (LineItem
 * gids), only those lines with their remaining quantities. Empty when nothing of it is left.
 */
export function fulfilmentGroups(
  state: FulfilmentState,
  lineItemIds?: ReadonlySet<string>,
): FulfilmentGroup[] {
  const open = state.fulfillmentOrders.nodes.filter((fo) => FULFILLABLE.includes(fo.status));
  if (!lineItemIds) return open.map((fo) => ({ fulfillmentOrderId: fo.id }));
  return open.flatMap((fo) => {
    const lines = fo.lineItems.nodes.filter(
      (line) => line.remainingQuantity > 0 && lineItemIds.has(line.lineItem.id),
    );
    return lines.length === 0
      ? []
      : [
          {
            fulfillmentOrderId: fo.id,
            fulfillmentOrderLineItems: lines.map((line) => ({
              id: line.id,
              quantity: line.remainingQuantity,
            })),
          },
        ];
  });
}

/** Creates one fulfilment of `groups` with the tracking; the store's refusal throws (userErrors). */
export async function createFulfilment(
  client: ShopifyAdminClient,
  groups: FulfilmentGroup[],
  tracking: Tracking,
  notifyCustomer = true,
) {
  const result = await client.request<{
    fulfillmentCreate: { fulfillment: { id: string } | null; userErrors: UserError[] };
  }>(FULFILLMENT_CREATE, {
    fulfillment: {
      lineItemsByFulfillmentOrder: groups,
      trackingInfo: {
        company: tracking.company,
        number: tracking.number,
        url: tracking.url ?? null,
      },
      notifyCustomer,
    },
  });
  assertNoUserErrors('fulfillmentCreate', result.fulfillmentCreate.userErrors);
  return result.fulfillmentCreate.fulfillment!;
}

/** Sends a tracking number back to the store: fulfils the order's open fulfillment orders. */
export async function fulfillOrder(
  client: ShopifyAdminClient,
  orderId: string,
  tracking: Tracking,
  notifyCustomer = true,
) {
  const state = await readFulfilmentState(client, orderId);
  const groups = state ? fulfilmentGroups(state) : [];
  if (groups.length === 0)
    throw new ShopifyGraphqlError('fulfillmentCreate: the order has nothing left to fulfil', null);
  return createFulfilment(client, groups, tracking, notifyCustomer);
}

const WEBHOOK_SUBSCRIPTIONS = `#graphql
  query WebhookSubscriptions { webhookSubscriptions(first: 50) { nodes { id topic uri } } }`;

const WEBHOOK_CREATE = `#graphql
  mutation WebhookCreate($topic: WebhookSubscriptionTopic!, $uri: String!) {
    webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri, format: JSON }) {
      webhookSubscription { id topic }
      userErrors { field message }
    }
  }`;

/**
 * The shop-level topics we subscribe to after install; compliance topics are app-level (toml).
 * PRODUCTS_DELETE: a product the merchant deletes in Shopify is unmapped here.
 */
export const SHOP_WEBHOOK_TOPICS = [
  'ORDERS_CREATE',
  'ORDERS_UPDATED',
  'APP_UNINSTALLED',
  'PRODUCTS_DELETE',
] as const;

/** Subscribes `uri` to each topic it is not subscribed to yet (safe to call again). */
export async function ensureWebhookSubscriptions(
  client: ShopifyAdminClient,
  uri: string,
): Promise<void> {
  const existing = await client.request<{
    webhookSubscriptions: { nodes: Array<{ topic: string; uri: string }> };
  }>(WEBHOOK_SUBSCRIPTIONS);
  for (const topic of SHOP_WEBHOOK_TOPICS) {
    if (existing.webhookSubscriptions.nodes.some((s) => s.topic === topic && s.uri === uri))
      continue;
    const data = await client.request<{ webhookSubscriptionCreate: { userErrors: UserError[] } }>(
      WEBHOOK_CREATE,
      { topic, uri },
    );
    assertNoUserErrors('webhookSubscriptionCreate', data.webhookSubscriptionCreate.userErrors);
  }
}
