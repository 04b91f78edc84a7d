import { billingRoot } from './billing/billing-resolvers';
import { connection, type PageArgs } from './connection';
import { gid, gidNumber } from './ids';
import type {
  Customer,
  MailingAddress,
  Metafield,
  Order,
  Product,
  ProductVariant,
  Publication,
  Shop,
} from './model';
import { orderCharges } from './order-charges';
import { buildProduct } from './seed';
import { topicFromEnum, topicToEnum, type ShopifyWorld } from './world';

/** What every resolver sees: the world and the shop the access token belongs to. */
export interface AdminContext {
  world: ShopifyWorld;
  shop: Shop;
}

type Args = Record<string, unknown>;
const page = (args: Args) => args as PageArgs;

function money(amount: string, currencyCode: string) {
  return { shopMoney: { amount, currencyCode }, presentmentMoney: { amount, currencyCode } };
}

const addressView = (address: MailingAddress | null) =>
  address && { ...address, name: `${address.firstName} ${address.lastName}`.trim() };

function shopView(shop: Shop) {
  return {
    id: gid('Shop', shop.id),
    name: shop.name,
    email: shop.email,
    myshopifyDomain: shop.domain,
    primaryDomain: { host: shop.domain, url: `https://${shop.domain}` },
    currencyCode: shop.currencyCode,
    ianaTimezone: shop.ianaTimezone,
    plan: { displayName: shop.planName, partnerDevelopment: false, shopifyPlus: false },
  };
}

function publicationView(publication: Publication) {
  return {
    id: gid('Publication', publication.id),
    name: publication.name,
    autoPublish: false,
    supportsFuturePublishing: false,
    app: { ...publication.app, id: gid('App', publication.app.id) },
  };
}

function productView(shop: Shop, product: Product): Record<string, unknown> {
  return {
    __typename: 'Product',
    id: gid('Product', product.id),
    title: product.title,
    handle: product.handle,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    status: product.status,
    tags: product.tags,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    options: () =>
      product.options.map((option) => ({
        id: gid('ProductOption', option.id),
        name: option.name,
        position: option.position,
        values: option.values,
        optionValues: option.values.map((name, index) => ({
          id: `${gid('ProductOption', option.id)}/${index}`,
          name,
        })),
      })),
    variants: (args: Args) =>
      connection(product.variants, page(args), (variant) => variantView(shop, product, variant)),
    metafield: ({ namespace, key }: Args) => {
      const found = product.metafields.find(
        (m) => m.namespace === (namespace ?? APP_NAMESPACE) && m.key === key,
      );
      return found ? metafieldView(found) : null;
    },
    metafields: (args: Args) =>
      connection(
        product.metafields.filter((m) => !args.namespace || m.namespace === args.namespace),
        page(args),
        metafieldView,
      ),
    media: (args: Args) =>
      connection(product.media, page(args), (media) => ({
        __typename: 'MediaImage',
        id: gid('MediaImage', media.id),
        alt: media.alt,
        mediaContentType: 'IMAGE',
        status: 'READY',
        image: { url: media.originalSource, altText: media.alt },
      })),
    resourcePublications: (args: Args) =>
      connection(
        shop.publications.filter((p) => product.publicationIds.has(p.id)),
        page(args),
        (publication) => ({ publication: publicationView(publication), isPublished: true }),
      ),
    publishedOnPublication: ({ publicationId }: Args) =>
      product.publicationIds.has(gidNumber(String(publicationId), 'Publication') ?? -1),
  };
}

/** Metafields written without a namespace land in the app's own (Shopify: `$app`). */
const APP_NAMESPACE = '$app';

function metafieldView(metafield: Metafield) {
  return { ...metafield, id: gid('Metafield', metafield.id) };
}

function variantView(shop: Shop, product: Product, variant: ProductVariant) {
  return {
    ...variant,
    id: gid('ProductVariant', variant.id),
    inventoryItem: {
      id: gid('InventoryItem', variant.id),
      measurement: { id: gid('InventoryItemMeasurement', variant.id), weight: variant.weight },
    },
    product: () => productView(shop, product),
  };
}

function customerView(customer: Customer | undefined) {
  if (!customer) return null;
  return {
    id: gid('Customer', customer.id),
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    phone: customer.phone,
    defaultAddress: addressView(customer.address),
  };
}

function orderView(shop: Shop, order: Order) {
  const charges = orderCharges(order);
  const currency = order.currencyCode;
  const taxLines = (price: string) =>
    order.taxRate === null
      ? []
      : [
          {
            title: 'Tax',
            rate: Number(order.taxRate),
            ratePercentage: Number(order.taxRate) * 100,
            priceSet: money(price, currency),
          },
        ];
  const lineItemView = (item: Order['lineItems'][number]) => {
    const product = shop.products.find((p) => p.id === item.productId);
    const variant = product?.variants.find((v) => v.id === item.variantId);
    return {
      id: gid('LineItem', item.id),
      title: item.title,
      name: item.variantTitle ? `${item.title} - ${item.variantTitle}` : item.title,
      variantTitle: item.variantTitle,
      sku: item.sku,
      quantity: item.quantity,
      variant: variant && product ? variantView(shop, product, variant) : null,
      product: product ? productView(shop, product) : null,
      originalUnitPriceSet: money(item.price, order.currencyCode),
      totalDiscountSet: money('0.00', currency),
      taxLines: taxLines(charges.lines.get(item.id)!.tax),
    };
  };
  return {
    id: gid('Order', order.id),
    legacyResourceId: String(order.id),
    name: order.name,
    email: order.email,
    note: order.note,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    processedAt: order.createdAt,
    cancelledAt: order.cancelledAt,
    cancelReason: order.cancelReason,
    currencyCode: order.currencyCode,
    displayFinancialStatus: order.financialStatus,
    displayFulfillmentStatus: order.fulfillmentStatus,
    subtotalPriceSet: money(charges.subtotal, currency),
    totalShippingPriceSet: money(charges.shipping, currency),
    totalPriceSet: money(charges.total, currency),
    totalTaxSet: money(charges.tax, currency),
    totalDiscountsSet: money(charges.discount, currency),
    taxesIncluded: order.taxesIncluded,
    taxLines: taxLines(charges.tax),
    discountCodes: order.discountCode ? [order.discountCode.code] : [],
    shippingLines: (args: Args) =>
      connection([order.shippingLine], page(args), (line) => ({
        title: line.title,
        code: line.code,
        originalPriceSet: money(line.price, currency),
        discountedPriceSet: money(line.price, currency),
      })),
    customer: customerView(shop.customers.find((c) => c.id === order.customerId)),
    shippingAddress: addressView(order.shippingAddress),
    lineItems: (args: Args) => connection(order.lineItems, page(args), lineItemView),
    fulfillmentOrders: (args: Args) =>
      connection(order.fulfillmentOrders, page(args), (fo) => ({
        id: gid('FulfillmentOrder', fo.id),
        status: fo.status,
        lineItems: (inner: Args) =>
          connection(fo.lineItems, page(inner), (line) => ({
            id: gid('FulfillmentOrderLineItem', line.id),
            totalQuantity: line.totalQuantity,
            remainingQuantity: line.remainingQuantity,
            lineItem: lineItemView(order.lineItems.find((item) => item.id === line.lineItemId)!),
          })),
      })),
    fulfillments: () =>
      order.fulfillments.map((f) => ({
        id: gid('Fulfillment', f.id),
        status: f.status,
        createdAt: f.createdAt,
        trackingInfo: () => f.trackingInfo,
      })),
  };
}

/** `updated_at:>2026-01-01T00:00:00Z`, `created_at:<…` — the filters the adapter's sync uses. */
function matchesOrderQuery(order: Order, query: string | undefined): boolean {
  if (!query) return true;
  return query
    .split(/\s+(?:AND\s+)?/i)
    .filter(Boolean)
    .every((term) => {
      const match = /^(updated_at|created_at):([<>]=?)['"]?([^'"]+)['"]?$/.exec(term);
      if (!match) return true;
      const value = Date.parse(match[1] === 'updated_at' ? order.updatedAt : order.createdAt);
      const bound = Date.parse(match[3]!);
      switch (match[2]) {
        case '>':
          return value > bound;
        case '>=':
          return value >= bound;
        case '<':
          return value < bound;
        default:
          return value <= bound;
      }
    });
}

const userError = (field: string[], message: string) => ({ field, message });

interface OptionInput {
  name: string;
  values?: Array<{ name: string }> | null;
}
interface VariantInput {
  optionValues: Array<{ optionName: string; name: string }>;
  price?: string | null;
  compareAtPrice?: string | null;
  sku?: string | null;
  inventoryQuantity?: number | null;
  inventoryItem?: {
    measurement?: {
      weight?: { value: number; unit: NonNullable<ProductVariant['weight']>['unit'] } | null;
    } | null;
  } | null;
}
interface MetafieldInput {
  id?: string | null;
  namespace?: string | null;
  key?: string | null;
  type?: string | null;
  value?: string | null;
}
interface FileInput {
  id?: string | null;
  alt?: string | null;
  contentType?: string | null;
  originalSource?: string | null;
}
interface ProductSetInput {
  id?: string | null;
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
  vendor?: string | null;
  productType?: string | null;
  status?: Product['status'] | null;
  tags?: string[] | null;
  productOptions?: OptionInput[] | null;
  variants?: VariantInput[] | null;
  files?: FileInput[] | null;
  metafields?: MetafieldInput[] | null;
}

/**
 * productSet's rules: options declare their values, every variant names one value of each option,
 * no two variants share a combination, at most 3 options and 2048 variants.
 */
function validateProductSet(input: ProductSetInput) {
  const errors: Array<{ field: string[]; message: string; code: string }> = [];
  const options = input.productOptions ?? [];
  if (options.length > 3)
    errors.push({
      field: ['input', 'productOptions'],
      message: 'Products can have at most 3 options',
      code: 'OPTIONS_OVER_LIMIT',
    });
  const variants = input.variants ?? [];
  if (variants.length > 2048)
    errors.push({
      field: ['input', 'variants'],
      message: 'Products can have at most 2048 variants',
      code: 'VARIANTS_OVER_LIMIT',
    });
  const seen = new Set<string>();
  variants.forEach((variant, index) => {
    const names = variant.optionValues.map((v) => v.optionName);
    const complete =
      options.every((option) => names.includes(option.name)) && names.length === options.length;
    const known = variant.optionValues.every((value) =>
      options.some(
        (o) => o.name === value.optionName && (o.values ?? []).some((v) => v.name === value.name),
      ),
    );
    if (!complete || !known)
      errors.push({
        field: ['input', 'variants', String(index), 'optionValues'],
        message: 'Option values must match the product options',
        code: 'INVALID_VARIANT',
      });
    const key = variant.optionValues
      .map((v) => `${v.optionName}=${v.name}`)
      .sort()
      .join('|');
    if (seen.has(key))
      errors.push({
        field: ['input', 'variants', String(index)],
        message: 'The variant already exists',
        code: 'DUPLICATED_OPTION_VALUE',
      });
    seen.add(key);
    if (variant.price != null && !/^\d+(\.\d{1,2})?$/.test(variant.price))
      errors.push({
        field: ['input', 'variants', String(index), 'price'],
        message: 'Price is invalid',
        code: 'INVALID',
      });
  });
  if (!input.id && !input.title?.trim())
    errors.push({ field: ['input', 'title'], message: "Title can't be blank", code: 'BLANK' });
  (input.files ?? []).forEach((file, index) => {
    if (file.id) return;
    if (!file.originalSource || !/^https?:\/\//.test(file.originalSource))
      errors.push({
        field: ['input', 'files', String(index), 'originalSource'],
        message: 'Original source is invalid',
        code: 'INVALID',
      });
    if (file.contentType && file.contentType !== 'IMAGE')
      errors.push({
        field: ['input', 'files', String(index), 'contentType'],
        message: 'Only images are supported for products in this shop',
        code: 'INVALID',
      });
  });
  variants.forEach((variant, index) => {
    const weight = variant.inventoryItem?.measurement?.weight;
    if (weight && !(Number.isFinite(weight.value) && weight.value >= 0))
      errors.push({
        field: ['input', 'variants', String(index), 'inventoryItem', 'measurement', 'weight'],
        message: 'Weight must be greater than or equal to 0',
        code: 'INVALID',
      });
  });
  (input.metafields ?? []).forEach((metafield, index) => {
    const problem = metafieldProblem(metafield);
    if (problem)
      errors.push({
        field: ['input', 'metafields', String(index), problem.field],
        message: problem.message,
        code: 'INVALID_METAFIELD',
      });
  });
  return errors;
}

const MEASURE_UNITS: Record<string, readonly string[]> = {
  dimension: ['in', 'ft', 'yd', 'mm', 'cm', 'm'],
  weight: ['oz', 'lb', 'g', 'kg'],
};

/**
 * Shopify's metafield rules for the types the stand-in knows: a namespace of 3–255 and a key of
 * 2–64 letters, digits, `-` or `_` (no namespace: the app's own), a type, and a value its type
 * accepts (measurements are JSON `{value, unit}`, json any JSON).
 */
function metafieldProblem(input: MetafieldInput): { field: string; message: string } | null {
  const name = /^[A-Za-z0-9_-]+$/;
  if (
    input.namespace != null &&
    !(
      /^\$app(:[A-Za-z0-9_-]+)?$/.test(input.namespace) ||
      (name.test(input.namespace) && input.namespace.length >= 3 && input.namespace.length <= 255)
    )
  )
    return { field: 'namespace', message: 'Namespace is invalid' };
  if (!input.key || !name.test(input.key) || input.key.length < 2 || input.key.length > 64)
    return { field: 'key', message: 'Key is invalid' };
  if (!input.type) return { field: 'type', message: "Type can't be blank" };
  const value = input.value ?? '';
  switch (input.type) {
    case 'single_line_text_field':
      return value === '' || /[\r\n]/.test(value)
        ? { field: 'value', message: 'Value must be a single line of text' }
        : null;
    case 'multi_line_text_field':
      return value === '' ? { field: 'value', message: "Value can't be blank" } : null;
    case 'json':
      try {
        JSON.parse(value);
        return null;
      } catch {
        return { field: 'value', message: 'Value must be valid JSON' };
      }
    case 'dimension':
    case 'weight': {
      let parsed: { value?: unknown; unit?: unknown };
      try {
        parsed = JSON.parse(value) as typeof parsed;
      } catch {
        return { field: 'value', message: 'Value must be valid JSON' };
      }
      const ok =
        typeof parsed?.value === 'number' &&
        parsed.value >= 0 &&
        MEASURE_UNITS[input.type]!.includes(String(parsed.unit));
      return ok ? null : { field: 'value', message: `Value is not a valid ${input.type}` };
    }
    default:
      return { field: 'type', message: `Type '${input.type}' is not supported` };
  }
}

/** Shopify's generated handle: the title in kebab case, with -1, -2 … when it is taken. */
function uniqueHandle(shop: Shop, product: Product): string {
  const base =
    product.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || `product-${product.id}`;
  let handle = base;
  for (let n = 1; shop.products.some((p) => p.handle === handle); n += 1) handle = `${base}-${n}`;
  return handle;
}

function applyProductSet(
  ctx: AdminContext,
  input: ProductSetInput,
  existing: Product | null,
): Product {
  const { world, shop } = ctx;
  const now = new Date().toISOString();
  const options = (
    input.productOptions ??
    existing?.options.map((o) => ({ name: o.name, values: o.values.map((name) => ({ name })) })) ??
    []
  ).map((option) => [option.name, (option.values ?? []).map((v) => v.name)] as [string, string[]]);
  const product =
    existing ??
    buildProduct(
      world.ids,
      {
        title: input.title ?? '',
        vendor: input.vendor ?? shop.name,
        productType: input.productType ?? '',
        options: [],
        basePrice: 0,
      },
      [],
    );
  product.title = input.title ?? product.title;
  product.handle = input.handle ?? (existing ? product.handle : uniqueHandle(shop, product));
  product.descriptionHtml = input.descriptionHtml ?? product.descriptionHtml;
  product.vendor = input.vendor ?? product.vendor;
  product.productType = input.productType ?? product.productType;
  product.status = input.status ?? product.status;
  product.tags = input.tags ?? product.tags;
  product.options = options.map(([name, values], index) => ({
    id: existing?.options.find((o) => o.name === name)?.id ?? world.ids.take(),
    name,
    position: index + 1,
    values,
  }));
  if (input.variants) {
    product.variants = input.variants.map((variant) => {
      const selectedOptions = product.options.map((option) => ({
        name: option.name,
        value: variant.optionValues.find((v) => v.optionName === option.name)!.name,
      }));
      const title = selectedOptions.map((o) => o.value).join(' / ') || 'Default Title';
      const previous = existing?.variants.find((v) => v.title === title);
      return {
        id: previous?.id ?? world.ids.take(),
        title,
        sku: variant.sku ?? previous?.sku ?? null,
        price: variant.price ?? previous?.price ?? '0.00',
        compareAtPrice: variant.compareAtPrice ?? previous?.compareAtPrice ?? null,
        inventoryQuantity: variant.inventoryQuantity ?? previous?.inventoryQuantity ?? 0,
        selectedOptions,
        weight: variant.inventoryItem?.measurement?.weight ?? previous?.weight ?? null,
      };
    });
  }
  // metafields are upserted by namespace and key; those not named stay as they are
  for (const field of input.metafields ?? []) {
    const namespace = field.namespace ?? APP_NAMESPACE;
    const kept = product.metafields.find((m) => m.namespace === namespace && m.key === field.key);
    if (kept) Object.assign(kept, { type: field.type!, value: field.value ?? '' });
    else
      product.metafields.push({
        id: world.ids.take(),
        namespace,
        key: field.key!,
        type: field.type!,
        value: field.value ?? '',
      });
  }
  if (input.files) {
    // the list replaces the product's media: files with an id are kept, the others are created
    product.media = input.files.map((file) => {
      const kept = file.id
        ? product.media.find((m) => gid('MediaImage', m.id) === file.id)
        : undefined;
      return kept
        ? { ...kept, alt: file.alt ?? kept.alt }
        : { id: world.ids.take(), originalSource: file.originalSource!, alt: file.alt ?? '' };
    });
  }
  if (product.variants.length === 0)
    product.variants = [
      {
        id: world.ids.take(),
        title: 'Default Title',
        sku: null,
        price: '0.00',
        compareAtPrice: null,
        inventoryQuantity: 0,
        selectedOptions: [],
        weight: null,
      },
    ];
  product.updatedAt = now;
  if (!existing) {
    product.createdAt = now;
    shop.products.push(product);
  }
  return product;
}

function findProduct(shop: Shop, id: unknown): Product | null {
  const number = gidNumber(String(id), 'Product');
  return shop.products.find((p) => p.id === number) ?? null;
}

function findByIdentifier(
  shop: Shop,
  identifier: { id?: string | null; handle?: string | null } | null | undefined,
): Product | null {
  if (identifier?.id) return findProduct(shop, identifier.id);
  if (identifier?.handle) return shop.products.find((p) => p.handle === identifier.handle) ?? null;
  return null;
}

/**
 * The products query's search syntax, for the terms the stand-in knows: `handle:x`, `sku:x`,
 * `title:x`, `status:x`, terms joined by AND (implied) — enough for an app's lookups.
 */
function matchesProductQuery(product: Product, query: string | undefined): boolean {
  if (!query?.trim()) return true;
  const terms = query.match(/(\w+):(?:"([^"]*)"|'([^']*)'|(\S+))|\S+/g) ?? [];
  return terms.every((term) => {
    if (term === 'AND') return true;
    const match = /^(\w+):(?:"([^"]*)"|'([^']*)'|(\S+))$/.exec(term);
    if (!match) return product.title.toLowerCase().includes(term.toLowerCase());
    const [, field, ...values] = match;
    const value = (values.find((v) => v !== undefined) ?? '').toLowerCase();
    switch (field) {
      case 'handle':
        return product.handle === value;
      case 'sku':
        return product.variants.some((v) => v.sku?.toLowerCase() === value);
      case 'title':
        return product.title.toLowerCase().includes(value);
      case 'status':
        return product.status.toLowerCase() === value;
      default:
        return false;
    }
  });
}

function publicationNumbers(shop: Shop, input: unknown): number[] | null {
  const wanted = (input as Array<{ publicationId?: string }>).map((i) =>
    gidNumber(String(i.publicationId), 'Publication'),
  );
  return wanted.every((number) => shop.publications.some((p) => p.id === number))
    ? (wanted as number[])
    : null;
}

/** publishablePublish and publishableUnpublish: same checks, opposite effect. */
function changePublications(ctx: AdminContext, id: unknown, input: unknown, publish: boolean) {
  const product = findProduct(ctx.shop, id);
  if (!product)
    return {
      publishable: null,
      shop: shopView(ctx.shop),
      userErrors: [userError(['id'], 'Product does not exist')],
    };
  const numbers = publicationNumbers(ctx.shop, input);
  if (!numbers)
    return {
      publishable: null,
      shop: shopView(ctx.shop),
      userErrors: [userError(['input', 'publicationId'], 'Publication does not exist')],
    };
  for (const number of numbers)
    if (publish) product.publicationIds.add(number);
    else product.publicationIds.delete(number);
  product.updatedAt = new Date().toISOString();
  return { publishable: productView(ctx.shop, product), shop: shopView(ctx.shop), userErrors: [] };
}

/** The root value: one function per Query and Mutation field. */
export const adminRoot = {
  ...billingRoot,
  shop: (_: Args, ctx: AdminContext) => shopView(ctx.shop),
  publications: (args: Args, ctx: AdminContext) =>
    connection(ctx.shop.publications, page(args), publicationView),
  product: ({ id }: Args, ctx: AdminContext) => {
    const product = findProduct(ctx.shop, id);
    return product && productView(ctx.shop, product);
  },
  productByIdentifier: ({ identifier }: Args, ctx: AdminContext) => {
    const product = findByIdentifier(
      ctx.shop,
      identifier as { id?: string | null; handle?: string | null },
    );
    return product && productView(ctx.shop, product);
  },
  products: (args: Args, ctx: AdminContext) =>
    connection(
      ctx.shop.products.filter((p) => matchesProductQuery(p, args.query as string | undefined)),
      page(args),
      (p) => productView(ctx.shop, p),
    ),
  order: ({ id }: Args, ctx: AdminContext) => {
    const number = gidNumber(String(id), 'Order');
    const order = ctx.shop.orders.find((o) => o.id === number);
    return order ? orderView(ctx.shop, order) : null;
  },
  orders: (args: Args, ctx: AdminContext) => {
    const key = (args.sortKey as string | undefined) ?? 'ID';
    const sorted = ctx.shop.orders
      .filter((order) => matchesOrderQuery(order, args.query as string | undefined))
      .sort((a, b) =>
        key === 'UPDATED_AT'
          ? a.updatedAt.localeCompare(b.updatedAt)
          : key === 'CREATED_AT' || key === 'PROCESSED_AT'
            ? a.createdAt.localeCompare(b.createdAt)
            : a.id - b.id,
      );
    if (args.reverse) sorted.reverse();
    return connection(sorted, page(args), (order) => orderView(ctx.shop, order));
  },
  webhookSubscriptions: (args: Args, ctx: AdminContext) => {
    const topics = (args.topics as string[] | undefined)?.map(topicFromEnum);
    return connection(
      ctx.shop.subscriptions.filter((s) => !topics || topics.includes(s.topic)),
      page(args),
      (s) => ({
        id: gid('WebhookSubscription', s.id),
        topic: topicToEnum(s.topic),
        uri: s.uri,
        endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: s.uri },
        createdAt: s.createdAt,
        format: 'JSON',
      }),
    );
  },

  productSet: ({ identifier, input }: Args, ctx: AdminContext) => {
    const setInput = input as ProductSetInput;
    const byIdentifier = identifier as { id?: string | null; handle?: string | null } | undefined;
    const fail = (field: string[], message: string, code: string) => ({
      product: null,
      productSetOperation: null,
      userErrors: [{ field, message, code }],
    });
    if (byIdentifier?.id && setInput.id)
      return fail(
        ['input', 'id'],
        'The id can be given in the identifier or the input, not both',
        'INVALID_INPUT',
      );
    // an identifier upserts: by id it must exist, by handle it creates the product when absent
    const existingId = byIdentifier?.id ?? setInput.id;
    const existing = existingId
      ? findProduct(ctx.shop, existingId)
      : findByIdentifier(ctx.shop, byIdentifier);
    if (existingId && !existing)
      return fail(['input', 'id'], 'Product does not exist', 'PRODUCT_DOES_NOT_EXIST');
    const handle = setInput.handle ?? (existing ? null : byIdentifier?.handle) ?? null;
    if (handle && ctx.shop.products.some((p) => p.handle === handle && p !== existing))
      return fail(['input', 'handle'], `Handle '${handle}' already in use`, 'HANDLE_NOT_UNIQUE');
    const userErrors = validateProductSet({ ...setInput, id: existing ? 'existing' : null });
    if (userErrors.length > 0) return { product: null, productSetOperation: null, userErrors };
    const product = applyProductSet(ctx, { ...setInput, handle }, existing);
    return { product: productView(ctx.shop, product), productSetOperation: null, userErrors: [] };
  },
  productCreate: ({ product: input }: Args, ctx: AdminContext) => {
    const createInput = input as ProductSetInput;
    if (!createInput.title?.trim())
      return { product: null, userErrors: [userError(['title'], "Title can't be blank")] };
    // productCreate makes one variant from the first value of each option (Shopify's behaviour)
    const options = createInput.productOptions ?? [];
    const firstValues = options.map((o) => ({
      optionName: o.name,
      name: o.values?.[0]?.name ?? '',
    }));
    const product = applyProductSet(
      ctx,
      { ...createInput, variants: [{ optionValues: firstValues }] },
      null,
    );
    return { product: productView(ctx.shop, product), userErrors: [] };
  },
  productDelete: ({ input }: Args, ctx: AdminContext) => {
    const product = findProduct(ctx.shop, (input as { id?: string }).id);
    if (!product)
      return {
        deletedProductId: null,
        shop: shopView(ctx.shop),
        userErrors: [userError(['id'], 'Product does not exist')],
      };
    ctx.world.deleteProduct(ctx.shop.domain, product.id);
    return {
      deletedProductId: gid('Product', product.id),
      shop: shopView(ctx.shop),
      userErrors: [],
    };
  },
  publishablePublish: ({ id, input }: Args, ctx: AdminContext) =>
    changePublications(ctx, id, input, true),
  publishableUnpublish: ({ id, input }: Args, ctx: AdminContext) =>
    changePublications(ctx, id, input, false),
  fulfillmentCreate: ({ fulfillment }: Args, ctx: AdminContext) => {
    const input = fulfillment as {
      lineItemsByFulfillmentOrder: Array<{
        fulfillmentOrderId: string;
        fulfillmentOrderLineItems?: Array<{ id: string; quantity: number }> | null;
      }>;
      trackingInfo?: {
        company?: string | null;
        number?: string | null;
        url?: string | null;
        numbers?: string[] | null;
      } | null;
    };
    const lines: Array<{ lineItemId: number; quantity: number }> = [];
    let touched: Order | null = null;
    for (const group of input.lineItemsByFulfillmentOrder) {
      const foId = gidNumber(group.fulfillmentOrderId, 'FulfillmentOrder');
      const order = ctx.shop.orders.find((o) => o.fulfillmentOrders.some((fo) => fo.id === foId));
      const fo = order?.fulfillmentOrders.find((f) => f.id === foId);
      if (!order || !fo)
        return {
          fulfillment: null,
          userErrors: [
            userError(
              ['fulfillment', 'lineItemsByFulfillmentOrder'],
              'Fulfillment order does not exist.',
            ),
          ],
        };
      if (fo.status === 'CLOSED')
        return {
          fulfillment: null,
          userErrors: [userError(['fulfillment'], 'Fulfillment order is already fulfilled.')],
        };
      touched = order;
      const requested = group.fulfillmentOrderLineItems?.length
        ? group.fulfillmentOrderLineItems.map((l) => ({
            line: fo.lineItems.find((x) => x.id === gidNumber(l.id, 'FulfillmentOrderLineItem')),
            quantity: l.quantity,
          }))
        : fo.lineItems.map((line) => ({ line, quantity: line.remainingQuantity }));
      for (const { line, quantity } of requested) {
        if (!line || quantity < 1 || quantity > line.remainingQuantity)
          return {
            fulfillment: null,
            userErrors: [
              userError(
                ['fulfillment', 'lineItemsByFulfillmentOrder'],
                'Invalid fulfillment order line item quantity requested.',
              ),
            ],
          };
      }
      for (const { line, quantity } of requested) {
        line!.remainingQuantity -= quantity;
        lines.push({ lineItemId: line!.lineItemId, quantity });
      }
      fo.status = fo.lineItems.every((l) => l.remainingQuantity === 0) ? 'CLOSED' : 'IN_PROGRESS';
    }
    if (!touched)
      return {
        fulfillment: null,
        userErrors: [userError(['fulfillment'], 'No line items to fulfill.')],
      };
    const tracking = input.trackingInfo;
    const numbers = tracking?.numbers ?? (tracking?.number ? [tracking.number] : []);
    const created = {
      id: ctx.world.ids.take(),
      status: 'SUCCESS' as const,
      createdAt: new Date().toISOString(),
      trackingInfo: numbers.map((number) => ({
        company: tracking?.company ?? null,
        number,
        url: tracking?.url ?? null,
      })),
      lineItems: lines,
    };
    touched.fulfillments.push(created);
    const open = touched.fulfillmentOrders.some((fo) => fo.status !== 'CLOSED');
    touched.fulfillmentStatus = open ? 'PARTIALLY_FULFILLED' : 'FULFILLED';
    ctx.world.orderUpdated(ctx.shop, touched);
    return {
      fulfillment: {
        id: gid('Fulfillment', created.id),
        status: created.status,
        createdAt: created.createdAt,
        trackingInfo: () => created.trackingInfo,
      },
      userErrors: [],
    };
  },
  webhookSubscriptionCreate: ({ topic, webhookSubscription }: Args, ctx: AdminContext) => {
    const input = webhookSubscription as { callbackUrl?: string | null; uri?: string | null };
    const uri = input.uri ?? input.callbackUrl;
    if (!uri || !/^https?:\/\//.test(uri))
      return {
        webhookSubscription: null,
        userErrors: [userError(['webhookSubscription', 'callbackUrl'], 'Address is invalid')],
      };
    const name = topicFromEnum(String(topic));
    if (ctx.shop.subscriptions.some((s) => s.topic === name && s.uri === uri))
      return {
        webhookSubscription: null,
        userErrors: [
          userError(
            ['webhookSubscription', 'callbackUrl'],
            'Address for this topic has already been taken',
          ),
        ],
      };
    const created = {
      id: ctx.world.ids.take(),
      topic: name,
      uri,
      createdAt: new Date().toISOString(),
    };
    ctx.shop.subscriptions.push(created);
    return {
      webhookSubscription: {
        id: gid('WebhookSubscription', created.id),
        topic: String(topic),
        uri,
        endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: uri },
        createdAt: created.createdAt,
        format: 'JSON',
      },
      userErrors: [],
    };
  },
  webhookSubscriptionDelete: ({ id }: Args, ctx: AdminContext) => {
    const number = gidNumber(String(id), 'WebhookSubscription');
    const before = ctx.shop.subscriptions.length;
    ctx.shop.subscriptions = ctx.shop.subscriptions.filter((s) => s.id !== number);
    return before === ctx.shop.subscriptions.length
      ? {
          deletedWebhookSubscriptionId: null,
          userErrors: [userError(['id'], 'Webhook subscription does not exist')],
        }
      : { deletedWebhookSubscriptionId: String(id), userErrors: [] };
  },
};
