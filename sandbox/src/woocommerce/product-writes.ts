import { gmt, type Product, type Variation } from './model';
import { WorldError, type WooWorld } from './world';

/*
 * Product and variation writes as WooCommerce's REST controllers do them: the documented request
 * properties, SKUs unique across products and variations ("Invalid or duplicated SKU."), and the
 * batch endpoints' shape — at most 100 objects a request, each item answered on its own (the
 * resource, or `{id, error: {code, message, data}}`) so one bad item does not fail the rest.
 */

export const BATCH_LIMIT = 100;

interface ImageInput {
  id?: number;
  src?: string;
  name?: string;
  alt?: string;
}
interface AttributeInput {
  id?: number;
  name?: string;
  option?: string;
  options?: string[];
  variation?: boolean;
  visible?: boolean;
}
export interface ProductBody {
  id?: number;
  name?: string;
  type?: string;
  status?: string;
  description?: string;
  short_description?: string;
  sku?: string;
  regular_price?: string;
  stock_quantity?: number | null;
  manage_stock?: boolean;
  images?: ImageInput[];
  attributes?: AttributeInput[];
  meta_data?: Array<{ id?: number; key?: string; value?: unknown }>;
}
export interface VariationBody {
  id?: number;
  sku?: string;
  regular_price?: string;
  stock_quantity?: number | null;
  image?: ImageInput | null;
  attributes?: AttributeInput[];
}
export interface BatchBody<T> {
  create?: T[];
  update?: T[];
  delete?: number[];
}

const PRICE = /^\d+(\.\d+)?$/;

function itemError(status: number, code: string, message: string): WorldError {
  return new WorldError(status, code, message);
}

function skuTaken(world: WooWorld, sku: string, except: number | null): boolean {
  if (!sku) return false;
  return world.products.some(
    (p) =>
      (p.id !== except && p.sku === sku && p.status !== 'trash') ||
      p.variations.some((v) => v.id !== except && v.sku === sku),
  );
}

function checkPrice(value: string | undefined): void {
  if (value !== undefined && value !== '' && !PRICE.test(value))
    throw itemError(400, 'rest_invalid_param', 'Invalid parameter(s): regular_price');
}

function images(world: WooWorld, input: ImageInput[]): Product['images'] {
  return input.map((image) => {
    if (!image.src || !/^https?:\/\//.test(image.src))
      throw itemError(
        400,
        'woocommerce_product_image_upload_error',
        `Error getting remote image ${image.src ?? ''}.`,
      );
    return { id: world.id(), src: image.src, name: image.name ?? '', alt: image.alt ?? '' };
  });
}

function applyProduct(world: WooWorld, product: Product, body: ProductBody): void {
  checkPrice(body.regular_price);
  if (body.sku !== undefined) {
    if (skuTaken(world, body.sku, product.id))
      throw itemError(400, 'product_invalid_sku', 'Invalid or duplicated SKU.');
    product.sku = body.sku;
  }
  if (body.name !== undefined) product.name = body.name;
  if (body.type === 'variable' || body.type === 'simple') product.type = body.type;
  if (body.status === 'publish' || body.status === 'draft') product.status = body.status;
  if (body.description !== undefined) product.description = body.description;
  if (body.regular_price !== undefined) product.price = product.regular_price = body.regular_price;
  if (body.stock_quantity !== undefined) {
    product.stock_quantity = body.stock_quantity;
    product.stock_status = (body.stock_quantity ?? 1) > 0 ? 'instock' : 'outofstock';
  }
  if (body.images !== undefined) product.images = images(world, body.images);
  if (body.attributes !== undefined)
    product.attributes = body.attributes.map((a, i) => ({
      id: a.id ?? 0,
      name: a.name ?? `Attribute ${i + 1}`,
      options: a.options ?? [],
      variation: a.variation ?? false,
      visible: a.visible ?? true,
    }));
  // WC_Data: a meta with an id updates that meta, one with a key replaces that key's value or adds it
  for (const meta of body.meta_data ?? []) {
    const kept = product.meta_data.find((m) => (meta.id ? m.id === meta.id : m.key === meta.key));
    const value = typeof meta.value === 'string' ? meta.value : JSON.stringify(meta.value ?? '');
    if (kept) kept.value = value;
    else if (meta.key) product.meta_data.push({ id: world.id(), key: meta.key, value });
  }
  product.date_modified_gmt = gmt(new Date());
}

export function createProduct(world: WooWorld, body: ProductBody): Product {
  if (!body.name) throw itemError(400, 'rest_missing_callback_param', 'Missing parameter(s): name');
  const now = gmt(new Date());
  const product: Product = {
    id: world.id(),
    name: body.name,
    slug: body.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    type: 'simple',
    status: 'publish',
    description: '',
    sku: '',
    price: '',
    regular_price: '',
    stock_quantity: null,
    stock_status: 'instock',
    images: [],
    attributes: [],
    variations: [],
    meta_data: [],
    date_created_gmt: now,
    date_modified_gmt: now,
  };
  applyProduct(world, product, body);
  world.products.push(product);
  return product;
}

export function updateProduct(world: WooWorld, id: number, body: ProductBody): Product {
  const product = world.product(id);
  applyProduct(world, product, body);
  return product;
}

function applyVariation(
  world: WooWorld,
  product: Product,
  variation: Variation,
  body: VariationBody,
) {
  checkPrice(body.regular_price);
  if (body.sku !== undefined) {
    if (skuTaken(world, body.sku, variation.id))
      throw itemError(400, 'product_invalid_sku', 'Invalid or duplicated SKU.');
    variation.sku = body.sku;
  }
  if (body.regular_price !== undefined)
    variation.price = variation.regular_price = body.regular_price;
  if (body.stock_quantity !== undefined) {
    variation.stock_quantity = body.stock_quantity;
    variation.stock_status = (body.stock_quantity ?? 1) > 0 ? 'instock' : 'outofstock';
  }
  if (body.image !== undefined)
    variation.image = body.image ? (images(world, [body.image])[0] ?? null) : null;
  if (body.attributes !== undefined)
    variation.attributes = body.attributes.map((a) => {
      const known = product.attributes.find((p) => p.name === a.name && p.variation);
      if (!known || !a.option || !known.options.includes(a.option))
        throw itemError(
          400,
          'woocommerce_rest_invalid_variation_attribute',
          `Invalid attribute ${a.name ?? ''}: ${a.option ?? ''}.`,
        );
      return { id: known.id, name: known.name, option: a.option };
    });
  variation.date_modified_gmt = gmt(new Date());
  product.date_modified_gmt = variation.date_modified_gmt;
}

export function createVariation(
  world: WooWorld,
  productId: number,
  body: VariationBody,
): Variation {
  const product = world.product(productId);
  if (product.type !== 'variable')
    throw itemError(400, 'woocommerce_rest_product_not_variable', 'The product is not variable.');
  const variation: Variation = {
    id: world.id(),
    sku: '',
    price: '',
    regular_price: '',
    stock_quantity: null,
    stock_status: 'instock',
    attributes: [],
    image: null,
    date_modified_gmt: gmt(new Date()),
  };
  applyVariation(world, product, variation, body);
  product.variations.push(variation);
  return variation;
}

export function variationOf(product: Product, id: number): Variation {
  const variation = product.variations.find((v) => v.id === id);
  if (!variation)
    throw itemError(400, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.');
  return variation;
}

export function updateVariation(
  world: WooWorld,
  productId: number,
  body: VariationBody,
): Variation {
  const product = world.product(productId);
  const variation = variationOf(product, Number(body.id));
  applyVariation(world, product, variation, body);
  return variation;
}

export function deleteVariation(world: WooWorld, productId: number, id: number): Variation {
  const product = world.product(productId);
  const variation = variationOf(product, id);
  product.variations.splice(product.variations.indexOf(variation), 1);
  return variation;
}

/** Runs each item of a batch on its own, as WC_REST_Controller::batch_items answers. */
export function runBatch<T extends { id?: number }, R>(
  body: BatchBody<T>,
  handlers: {
    create: (item: T) => R;
    update: (item: T) => R;
    remove: (id: number) => R;
  },
) {
  const size = (body.create?.length ?? 0) + (body.update?.length ?? 0) + (body.delete?.length ?? 0);
  if (size > BATCH_LIMIT)
    throw new WorldError(
      413,
      'rest_request_entity_too_large',
      `Unable to accept more than ${BATCH_LIMIT} items for this request.`,
    );
  const each = <I>(items: I[] | undefined, run: (item: I) => R, idOf: (item: I) => number) =>
    items?.map((item) => {
      try {
        return run(item);
      } catch (error) {
        if (!(error instanceof WorldError)) throw error;
        return {
          id: idOf(item),
          error: { code: error.code, message: error.message, data: { status: error.status } },
        };
      }
    });
  return {
    ...(body.create ? { create: each(body.create, handlers.create, () => 0) } : {}),
    ...(body.update
      ? { update: each(body.update, handlers.update, (i) => Number(i.id ?? 0)) }
      : {}),
    ...(body.delete ? { delete: each(body.delete, handlers.remove, (id) => Number(id)) } : {}),
  };
}
