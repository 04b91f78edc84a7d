import type { ProductVariant } from '@omni/shared/contracts/catalogue';
import type { CreateOrderBody, CreatedOrder } from '@omni/shared/contracts/orders';
import { MessageKey, type FieldError } from '@omni/shared/errors';
import { currencyEntry, minorToDecimalString } from '@omni/shared/money';
import type { Database } from '../../../db/database';
import { badRequest } from '../../../http/app-error';
import { checkAddress } from '../address-rules/address-rules';
import type { OrderActor } from '../order-log';
import {
  findOwnedStore,
  insertManualOrder,
  ownedImports,
  storeVariantsOf,
  type ManualLineValues,
  type OwnedImport,
} from './repository';

/** Where an order made by hand waits: New orders, ready to place (spec 002 §2). */
const NEW_ORDER = { section: 'placement', subStatus: 'ready', status: 'unfulfilled' } as const;

/** `params.rule` of the field errors only this call gives (the form says each in words). */
export type CreateOrderRule =
  'store_not_found' | 'product_not_found' | 'variant_not_found' | 'currency';

const refused = (field: string, rule: CreateOrderRule): FieldError => ({
  field,
  message: MessageKey.FieldInvalid,
  params: { rule },
});

const textOrNull = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** "Red / M" from the variant's option values; null for a product without options. */
const variantTitle = (variant: ProductVariant) =>
  variant.option_values.length > 0 ? variant.option_values.join(' / ') : null;

/**
 * The lines' imports and variants, every line checked: its import must be the workplace's (another
 * workplace's product is simply not found) and the variant one of the import's.
 */
function resolveLines(body: CreateOrderBody, imports: OwnedImport[]) {
  const errors: FieldError[] = [];
  const resolved = body.lines.flatMap((line, index) => {
    const product = imports.find((item) => item.id === line.product_id);
    if (!product) {
      errors.push(refused(`lines.${index}.product_id`, 'product_not_found'));
      return [];
    }
    const variant = product.variants.find((v) => v.supplier_variant_id === line.variant_id);
    if (!variant) {
      errors.push(refused(`lines.${index}.variant_id`, 'variant_not_found'));
      return [];
    }
    return [{ line, product, variant }];
  });
  return { errors, resolved };
}

/**
 * POST orders/v5/create: an order the merchant makes by hand (ADR 035). Everything is checked
 * before anything is written — the store and every product must be the workplace's, the currency
 * known, the address right by its country's rules (the update-customer rules) — and every failure
 * is reported at once as a field error. The order then waits in New orders with no channel, each
 * line carrying its import's supplier product, like a channel order whose lines were pushed.
 */
export async function createManualOrder(
  db: Database,
  actor: OrderActor,
  body: CreateOrderBody,
  now: Date,
): Promise<CreatedOrder> {
  const { workplaceId } = actor;
  const errors: FieldError[] = [];

  const store = body.store_id ? await findOwnedStore(db, workplaceId, body.store_id) : null;
  if (body.store_id && !store) errors.push(refused('store_id', 'store_not_found'));
  if (!currencyEntry(body.currency)) errors.push(refused('currency', 'currency'));

  const address = checkAddress(body.shipping_address);
  errors.push(...address.errors.map((e) => ({ ...e, field: `shipping_address.${e.field}` })));

  const imports = await ownedImports(
    db,
    workplaceId,
    body.lines.map((line) => line.product_id),
  );
  const lines = resolveLines(body, imports);
  errors.push(...lines.errors);
  if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);

  const storeVariants = store
    ? await storeVariantsOf(
        db,
        store.id,
        imports.map((item) => item.id),
      )
    : [];
  const money = (minor: number) => minorToDecimalString(minor, body.currency);
  const subtotal = body.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shipping = body.shipping_price ?? 0;

  const lineValues = lines.resolved.map(({ line, product, variant }, index): ManualLineValues => {
    const inStore = storeVariants.find(
      (v) =>
        v.importListItemId === product.id && v.supplierVariantId === variant.supplier_variant_id,
    );
    return {
      platformProductId: inStore?.storeProductId ?? null,
      platformVariantId: inStore?.storeVariantId ?? null,
      title: product.title,
      variantTitle: variantTitle(variant),
      sku: variant.sku || null,
      imageUrl: variant.image ?? product.images[0]?.url ?? null,
      quantity: line.quantity,
      price: money(line.price),
      source: product.source,
      sourceProductId: product.sourceProductId,
      skuId: variant.supplier_variant_id,
      // one after the other, so the detail lists them in the order they were added
      createdAt: new Date(now.getTime() + index),
      updatedAt: now,
    };
  });

  const a = body.shipping_address;
  const created = await insertManualOrder(db, actor, {
    order: {
      storeId: store?.id ?? null,
      channel: null,
      countryCode: a.country_code,
      ...NEW_ORDER,
      currency: body.currency,
      subtotalPrice: money(subtotal),
      shippingPrice: money(shipping),
      totalPrice: money(subtotal + shipping),
      note: textOrNull(body.note),
      orderedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    lines: lineValues,
    address: {
      firstName: a.first_name.trim(),
      lastName: textOrNull(a.last_name),
      company: textOrNull(a.company),
      address1: a.address1.trim(),
      address2: textOrNull(a.address2),
      city: a.city.trim(),
      province: textOrNull(a.province),
      provinceCode: textOrNull(a.province_code),
      zip: address.zip,
      countryCode: a.country_code,
      phone: address.phone,
      email: address.email,
      taxId: address.tax_id,
      editedAt: now,
    },
    now,
  });
  return {
    order_id: created.id,
    order_name: created.orderName,
    section: NEW_ORDER.section,
    sub_status: NEW_ORDER.subStatus,
  };
}
