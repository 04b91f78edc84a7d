import { Type, type Static, type TSchema } from 'typebox';

/*
 * The browser-extension bridge (spec 001 §7 "Extension bridge (not HTTP)"): eBay, Amazon and
 * Temu pages cannot be searched from the app, so the merchant's browser extension reads the
 * product on the marketplace page and hands it to the app page with window.postMessage.
 * docs/extension-bridge.md describes the exchange; these schemas are the one definition the
 * app (message validation) and the API (import body) both check against.
 */

/** Marketplaces whose products only arrive through the extension. */
export const EXTENSION_SOURCES = ['ebay', 'amazon', 'temu'] as const;
export type ExtensionSource = (typeof EXTENSION_SOURCES)[number];
export const ExtensionSourceSchema = Type.Enum([...EXTENSION_SOURCES]);

export function isExtensionSource(value: string): value is ExtensionSource {
  return (EXTENSION_SOURCES as readonly string[]).includes(value);
}

/** Marks every bridge message, so the app ignores the page's other postMessage traffic. */
export const BRIDGE_PROTOCOL = 'omni-extension-bridge';
/** Protocol version; a message of another version is refused (the extension or app must update). */
export const BRIDGE_VERSION = 1;

/** Only http(s) addresses: no data:, javascript:, file: or blob: URLs reach the API or an <img>. */
export const HTTP_URL_PATTERN = '^https?://[^\\s/?#]+[^\\s]*$';
const HttpUrlSchema = Type.String({ pattern: HTTP_URL_PATTERN, maxLength: 2048 });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Money = Type.Number({ minimum: 0, maximum: 1_000_000 });

export const ExtensionOptionSchema = Type.Object(
  {
    name: Text(100),
    values: Type.Array(Text(200), { minItems: 1, maxItems: 100 }),
  },
  { additionalProperties: false },
);

export const ExtensionVariantSchema = Type.Object(
  {
    sku_id: Text(128),
    /** One value per option, in the order of `options` (e.g. { Colour: 'Red', Size: 'M' }). */
    options: Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 200 })),
    price: Money,
    /** Units the marketplace offers; 0 means sold out, which is not imported (spec 001 §5). */
    quantity: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    image: Type.Optional(HttpUrlSchema),
  },
  { additionalProperties: false },
);

export const ExtensionSellerSchema = Type.Object(
  {
    id: Text(128),
    name: Text(200),
    url: Type.Optional(HttpUrlSchema),
  },
  { additionalProperties: false },
);

/** One marketplace product as the extension read it from the product page. */
export const ExtensionProductSchema = Type.Object(
  {
    source: ExtensionSourceSchema,
    /** The marketplace's own id (eBay item id, Amazon ASIN, Temu goods id). */
    source_product_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    /** The product page the extension read. */
    source_url: HttpUrlSchema,
    title: Text(500),
    description: Type.Optional(Type.String({ maxLength: 20_000 })),
    /** Main picture first; http(s) only. */
    images: Type.Array(HttpUrlSchema, { minItems: 1, maxItems: 20 }),
    video_url: Type.Optional(HttpUrlSchema),
    /** ISO 4217 code of every price in the payload. */
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    options: Type.Array(ExtensionOptionSchema, { maxItems: 10 }),
    variants: Type.Array(ExtensionVariantSchema, { minItems: 1, maxItems: 1000 }),
    seller: ExtensionSellerSchema,
    rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
    reviews_count: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Shipping to the ship-to country as the marketplace shows it; absent when not shown. */
    shipping_cost: Type.Optional(Money),
    /** The listing says the product is made in the USA (eBay shows it; spec 001 §5). */
    made_in_us: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ExtensionProduct = Static<typeof ExtensionProductSchema>;

/** Spec 001 §5: a Made-in-US eBay product can only be sold and shipped in the US market. */
export function usMarketOnly(product: Pick<ExtensionProduct, 'source' | 'made_in_us'>): boolean {
  return product.source === 'ebay' && product.made_in_us === true;
}

// ---------------------------------------------------------------------------------------------
// Messages. Every message: { protocol, version, type, id, payload }.

const envelope = <T extends string, P extends Parameters<typeof Type.Object>[0]>(
  type: T,
  payload: P,
) =>
  Type.Object({
    protocol: Type.Literal(BRIDGE_PROTOCOL),
    version: Type.Literal(BRIDGE_VERSION),
    type: Type.Literal(type),
    /** Chosen by the sender; an answer carries the id of the message it answers in `reply_to`. */
    id: Type.String({ minLength: 1, maxLength: 64 }),
    payload: Type.Object(payload),
  });

/** App → extension: the app page is listening (sent on load; the extension answers with ready). */
export const BridgeHelloSchema = envelope('app:hello', {
  sources: Type.Array(ExtensionSourceSchema),
});
/** Extension → app: the extension is installed and its content script runs on this page. */
export const BridgeReadySchema = envelope('extension:ready', {
  extension_version: Type.String({ minLength: 1, maxLength: 32 }),
  reply_to: Type.Optional(Type.String({ maxLength: 64 })),
});
/** Extension → app: import this product (the merchant pressed import on the marketplace page). */
export const BridgeProductSchema = envelope('extension:product', {
  product: ExtensionProductSchema,
  ship_to: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
});
/** App → extension: what became of a product message. */
export const BridgeImportResultSchema = envelope('app:import-result', {
  reply_to: Type.String({ maxLength: 64 }),
  /** Null when the product message was unreadable (status invalid). */
  source: Type.Union([ExtensionSourceSchema, Type.Null()]),
  source_product_id: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([
    Type.Literal('imported'),
    Type.Literal('already_imported'),
    Type.Literal('invalid'),
    Type.Literal('error'),
  ]),
  product_package_id: Type.Union([Type.String(), Type.Null()]),
  /** Message key of the failure (ValidationFailed, EXCEED_QUOTA_LIMIT …), null on success. */
  error: Type.Union([Type.String(), Type.Null()]),
});

export type BridgeHello = Static<typeof BridgeHelloSchema>;
export type BridgeReady = Static<typeof BridgeReadySchema>;
export type BridgeProductMessage = Static<typeof BridgeProductSchema>;
export type BridgeImportResult = Static<typeof BridgeImportResultSchema>;

/** What the app makes of a message event's data. */
export type BridgeInbound =
  | { kind: 'ready'; message: BridgeReady }
  | { kind: 'product'; message: BridgeProductMessage }
  /** A bridge message of another protocol version: the extension (or the app) must update. */
  | { kind: 'unsupported_version'; version: unknown }
  /** A bridge message that breaks the schema; `fields` are the offending paths (a.b.0). */
  | { kind: 'invalid'; id: string | null; fields: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type ValueEngine = (typeof import('typebox/value'))['Value'];

function fieldsOf(Value: ValueEngine, schema: TSchema, data: unknown): string[] {
  const paths = [...Value.Errors(schema, data)].map((issue) =>
    issue.instancePath.split('/').filter(Boolean).join('.'),
  );
  return [...new Set(paths)].slice(0, 20);
}

/**
 * Reads a postMessage payload: null for anything that is not a bridge message (other scripts
 * on the page use postMessage too), otherwise the checked message or why it was refused.
 * Where the message came from is the caller's check (it needs the event, not the data).
 * TypeBox's value engine (about 16 KB gzip) is loaded by the first bridge message to check, not
 * with the module: every remote's first route imports these contracts (ADR 021).
 */
export async function parseBridgeMessage(data: unknown): Promise<BridgeInbound | null> {
  if (!isRecord(data) || data.protocol !== BRIDGE_PROTOCOL) return null;
  if (data.version !== BRIDGE_VERSION)
    return { kind: 'unsupported_version', version: data.version };
  const id = typeof data.id === 'string' ? data.id : null;
  const schema =
    data.type === 'extension:ready'
      ? BridgeReadySchema
      : data.type === 'extension:product'
        ? BridgeProductSchema
        : // The app's own messages (app:*) come back to its own listener: not for the app to read.
          null;
  if (!schema) return null;
  const { Value } = await import('typebox/value');
  if (!Value.Check(schema, data))
    return { kind: 'invalid', id, fields: fieldsOf(Value, schema, data) };
  return schema === BridgeReadySchema
    ? { kind: 'ready', message: data as BridgeReady }
    : { kind: 'product', message: data as BridgeProductMessage };
}

let sequence = 0;
/** A message from the app, with a fresh id. */
export function appMessage<T extends BridgeHello | BridgeImportResult>(
  type: T['type'],
  payload: T['payload'],
): T {
  sequence += 1;
  return {
    protocol: BRIDGE_PROTOCOL,
    version: BRIDGE_VERSION,
    type,
    id: `app-${Date.now().toString(36)}-${sequence}`,
    payload,
  } as T;
}
