import type {
  ApiPlacementSource,
  PlacementErrorKey,
  PreviewLine,
  PreviewOrder,
  ShippingOption,
  ShippingPreference,
} from '@omni/shared/contracts/orders';
import { toMinorUnits } from '@omni/shared/money';
import type {
  SupplierAddress,
  SupplierProduct,
  SupplierSource,
} from '../../../integrations/suppliers/supplier-source';
import { checkAddress } from '../address-rules/address-rules';
import {
  observeVariant,
  productOrGone,
  type LineObservation,
} from '../change-supplier/supplier-availability';
import { classifyPlacementError } from './placement-errors';
import type { PlacementOrder, PlacementOrderLine } from './placement-orders';

/** One order's lines of one source: what becomes one supplier order. */
export interface PlacementGroup {
  order: PlacementOrder;
  source: ApiPlacementSource | null;
  lines: PlacementOrderLine[];
}

/** An order is placed per source: lines of two suppliers make two supplier orders. */
export function groupBySource(orders: PlacementOrder[]): PlacementGroup[] {
  return orders.flatMap((order) => {
    const sources = [...new Set(order.lines.map((l) => l.source))];
    return sources.map((source) => ({
      order,
      source,
      lines: order.lines.filter((l) => l.source === source),
    }));
  });
}

/**
 * The address as a supplier takes it (phone E.164, canonical postal code), or null when a field
 * suppliers require is missing or the destination's rules refuse it (ADR 022): the order fails
 * with error_save_all_address here rather than being sent for the supplier to reject.
 */
export function supplierAddress(order: PlacementOrder): SupplierAddress | null {
  const a = order.address;
  const fullName = [a?.firstName, a?.lastName].filter(Boolean).join(' ').trim();
  const countryCode = (a?.countryCode ?? order.order.countryCode ?? '').toUpperCase();
  if (!a || !fullName || !a.address1?.trim() || !a.city?.trim()) return null;
  if (!/^[A-Z]{2}$/.test(countryCode)) return null;
  const checked = checkAddress({
    country_code: countryCode,
    zip: a.zip,
    phone: a.phone,
    tax_id: a.taxId,
    email: a.email,
  });
  if (checked.errors.length > 0 || !checked.phone) return null;
  return {
    fullName,
    phone: checked.phone,
    address1: a.address1.trim(),
    ...(a.address2 ? { address2: a.address2 } : {}),
    ...(checked.email ? { email: checked.email } : {}),
    countryCode,
    ...(a.province ? { province: a.province } : {}),
    city: a.city.trim(),
    ...(checked.zip ? { zip: checked.zip } : {}),
    ...(checked.tax_id ? { taxId: checked.tax_id } : {}),
  };
}

/** The option the preference picks: the cheapest, or the fastest (then the cheaper of those). */
export function pickShipping(
  options: ShippingOption[],
  preference: ShippingPreference,
): ShippingOption | null {
  const sorted = [...options].sort((a, b) =>
    preference === 'fastest'
      ? a.max_days - b.max_days || a.fee.amount - b.fee.amount
      : a.fee.amount - b.fee.amount || a.max_days - b.max_days,
  );
  return sorted[0] ?? null;
}

export interface QuoteInput {
  group: PlacementGroup;
  /** The workplace's account of the group's source; null when none is linked. */
  supplier: SupplierSource | null;
  preference: ShippingPreference;
  /** line item id → service code the merchant chose. */
  chosen?: Record<string, string>;
  /** Told what the supplier said of each line's product (NEED_CHANGE_SUPPLIER marks). */
  observe?: (observation: LineObservation) => void;
}

/**
 * Prices one group with its supplier, now: each line's variant (price, stock) and the logistics
 * options to the order's country, the preferred one chosen. Problems become the spec 002 §8 key of
 * the first failing line; the supplier is not called for an order that cannot be placed anyway.
 */
export async function quoteGroup({
  group,
  supplier,
  preference,
  chosen = {},
  observe = () => {},
}: QuoteInput): Promise<PreviewOrder> {
  const { order } = group;
  const base = {
    order_id: order.order.id,
    order_name: order.order.orderName,
    source: group.source,
    country_code: order.order.countryCode,
  };
  const blank = (error_key: PlacementErrorKey | null) =>
    group.lines.map((line): PreviewLine => ({
      line_item_id: line.lineItemId,
      title: line.title,
      quantity: line.quantity,
      product_id: line.productId,
      sku_id: line.skuId,
      unit_cost: null,
      shipping_options: [],
      service_code: null,
      error_key,
    }));
  if (!group.source)
    return {
      ...base,
      lines: blank('unmapped_product'),
      total: null,
      error_key: 'unmapped_product',
    };
  if (!supplier)
    return {
      ...base,
      lines: blank('supplier_not_linked'),
      total: null,
      error_key: 'supplier_not_linked',
    };
  const address = supplierAddress(order);
  if (!address)
    return {
      ...base,
      lines: blank('error_save_all_address'),
      total: null,
      error_key: 'error_save_all_address',
    };

  const products = new Map<string, SupplierProduct | null>();
  const lines: PreviewLine[] = [];
  for (const line of group.lines) {
    lines.push(
      await quoteLine(supplier, group.source, line, address, products, preference, chosen, observe),
    );
  }
  const firstError = lines.find((l) => l.error_key)?.error_key ?? null;
  let total: PreviewOrder['total'] = null;
  if (!firstError) {
    const currency = lines[0]!.unit_cost!.currency;
    const amount = lines.reduce((sum, line) => {
      const fee = line.shipping_options.find((o) => o.service_code === line.service_code)!.fee;
      return sum + line.unit_cost!.amount * line.quantity + fee.amount;
    }, 0);
    total = { amount, currency };
  }
  return { ...base, lines, total, error_key: firstError };
}

async function quoteLine(
  supplier: SupplierSource,
  source: ApiPlacementSource,
  line: PlacementOrderLine,
  address: SupplierAddress,
  products: Map<string, SupplierProduct | null>,
  preference: ShippingPreference,
  chosen: Record<string, string>,
  observe: (observation: LineObservation) => void,
): Promise<PreviewLine> {
  const result: PreviewLine = {
    line_item_id: line.lineItemId,
    title: line.title,
    quantity: line.quantity,
    product_id: line.productId,
    sku_id: line.skuId,
    unit_cost: null,
    shipping_options: [],
    service_code: null,
    error_key: null,
  };
  try {
    let product = products.get(line.productId!);
    if (product === undefined) {
      product = await productOrGone(supplier, line.productId!);
      products.set(line.productId!, product);
    }
    // what the supplier says of this line's product: gone, short or there (spec 002 §8)
    if (line.skuId)
      observe(
        observeVariant(
          {
            lineItemId: line.lineItemId,
            source,
            productId: line.productId!,
            skuId: line.skuId,
            quantity: line.quantity,
          },
          product,
        ),
      );
    const variant = product?.variants.find((v) => v.skuId === line.skuId);
    if (!variant) return { ...result, error_key: 'error_not_found_sku' };
    const unit = toMinorUnits(variant.price.amount, variant.price.currency);
    if (unit === null) return { ...result, error_key: 'error_not_found_sku' };
    result.unit_cost = { amount: unit, currency: variant.price.currency };
    if (variant.stock < line.quantity) return { ...result, error_key: 'product_out_of_stock' };
    const freight = await supplier.freightQuery({
      productId: line.productId!,
      skuId: line.skuId!,
      shipTo: address,
      quantity: line.quantity,
    });
    result.shipping_options = freight.flatMap((option) => {
      const fee = toMinorUnits(option.cost.amount, option.cost.currency);
      // a fee in another currency than the product cannot be summed exactly: left out
      if (fee === null || option.cost.currency !== variant.price.currency) return [];
      return [
        {
          service_code: option.serviceCode,
          service_name: option.serviceName,
          fee: { amount: fee, currency: option.cost.currency },
          min_days: option.minDays,
          max_days: option.maxDays,
        },
      ];
    });
    const wanted = chosen[line.lineItemId];
    // the method saved on the line (save-shipping) while the supplier still offers it
    const saved = line.serviceCode
      ? result.shipping_options.find((o) => o.service_code === line.serviceCode)
      : undefined;
    const pick = wanted
      ? (result.shipping_options.find((o) => o.service_code === wanted) ?? null)
      : (saved ?? pickShipping(result.shipping_options, preference));
    if (!pick) return { ...result, error_key: 'shipped_country_notfound' };
    return { ...result, service_code: pick.service_code };
  } catch (error) {
    return { ...result, error_key: classifyPlacementError(error).key };
  }
}
