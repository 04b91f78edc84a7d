import {
  CREATE_ORDER_MAX_LINES,
  CREATE_ORDER_MAX_QUANTITY,
  type CreateOrderBody,
  type CustomerAddress,
} from '@omni/shared/contracts/orders';
import { currencyDecimals, minorToDecimalString, toMinorUnits } from '@omni/shared/money';

/*
 * The rules of the order made by hand (ADR 035), kept out of the page: what a line needs, what the
 * order adds up to, the body sent to POST orders/v5/create, and where the API's field errors go.
 */

/** A line as the form holds it: the price in major units as typed ("24.50"). */
export interface FormLine {
  product_id?: string;
  variant_id?: string;
  quantity?: number | null;
  price?: string | null;
}

/** The store choice "no store" (a select option's value cannot be null). */
export const NO_STORE = 'none';

export interface CreateOrderFormValues {
  /** A store id, or NO_STORE. */
  store_id: string;
  currency: string;
  lines: FormLine[];
  shipping_price?: string | null;
  shipping_address: Partial<CustomerAddress>;
  note?: string;
}

/** Why a line's value is refused before sending (each a sentence of the form). */
export type LineProblem =
  | 'product_required'
  | 'variant_required'
  | 'quantity_range'
  | 'price_invalid'
  | 'duplicate_variant';

/** A quantity the API takes: a whole number from 1 to the maximum. */
export const isValidQuantity = (quantity: number | null | undefined): quantity is number =>
  typeof quantity === 'number' &&
  Number.isInteger(quantity) &&
  quantity >= 1 &&
  quantity <= CREATE_ORDER_MAX_QUANTITY;

/**
 * An amount typed in major units as minor units of `currency`, or null when it is not an amount
 * of that currency: negative, not a number, or with more decimals than the currency has (1.999 $).
 */
export function priceToMinor(price: string | null | undefined, currency: string): number | null {
  const text = (price ?? '').trim().replace(',', '.');
  const decimals = currencyDecimals(currency);
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(text)) return null;
  return toMinorUnits(text, currency);
}

/** The problems of each line, by index (empty for a line that can be sent). */
export function lineProblems(lines: readonly FormLine[], currency: string): LineProblem[][] {
  const seen = new Set<string>();
  return lines.map((line) => {
    const problems: LineProblem[] = [];
    if (!line.product_id) problems.push('product_required');
    else if (!line.variant_id) problems.push('variant_required');
    else {
      const key = `${line.product_id}|${line.variant_id}`;
      if (seen.has(key)) problems.push('duplicate_variant');
      seen.add(key);
    }
    if (!isValidQuantity(line.quantity)) problems.push('quantity_range');
    if (priceToMinor(line.price, currency) === null) problems.push('price_invalid');
    return problems;
  });
}

/** Whether another line may be added. */
export const canAddLine = (lines: readonly FormLine[]) => lines.length < CREATE_ORDER_MAX_LINES;

/** What the order adds up to in minor units; null while a line's price or quantity is not valid. */
export function orderTotals(
  lines: readonly FormLine[],
  shippingPrice: string | null | undefined,
  currency: string,
): { subtotal: number; shipping: number; total: number } | null {
  let subtotal = 0;
  for (const line of lines) {
    const price = priceToMinor(line.price, currency);
    if (price === null || !isValidQuantity(line.quantity)) return null;
    subtotal += price * line.quantity;
  }
  const blankShipping = !shippingPrice || !shippingPrice.trim();
  const shipping = blankShipping ? 0 : priceToMinor(shippingPrice, currency);
  if (shipping === null) return null;
  return { subtotal, shipping, total: subtotal + shipping };
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/**
 * The body of POST orders/v5/create from checked form values: amounts in minor units of the
 * order's currency, blank optional texts left out. Throws on values `lineProblems` refuses.
 */
export function toCreateOrderBody(values: CreateOrderFormValues): CreateOrderBody {
  const { currency } = values;
  const address = values.shipping_address;
  const optional = (field: keyof CustomerAddress) => {
    const value = trimmed(address[field]);
    return value ? { [field]: value } : {};
  };
  const shipping = orderTotals(values.lines, values.shipping_price, currency);
  if (!shipping) throw new Error('create order: a line or the shipping price is not valid');
  const note = trimmed(values.note);
  return {
    store_id: values.store_id === NO_STORE ? null : values.store_id,
    currency,
    lines: values.lines.map((line) => ({
      product_id: line.product_id!,
      variant_id: line.variant_id!,
      quantity: line.quantity!,
      price: priceToMinor(line.price, currency)!,
    })),
    shipping_price: shipping.shipping,
    shipping_address: {
      first_name: trimmed(address.first_name),
      address1: trimmed(address.address1),
      city: trimmed(address.city),
      country_code: address.country_code ?? '',
      phone: trimmed(address.phone),
      ...optional('last_name'),
      ...optional('company'),
      ...optional('address2'),
      ...optional('province'),
      ...optional('province_code'),
      ...optional('zip'),
      ...optional('email'),
      ...optional('tax_id'),
    },
    ...(note ? { note } : {}),
  };
}

/** An API field name (`lines.0.quantity`) as the form's field path (['lines', 0, 'quantity']). */
export const formFieldPath = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The price the line starts with: the import's selling price when it is in the order's currency. */
export function defaultLinePrice(
  variantPrice: number | undefined,
  productCurrency: string | undefined,
  orderCurrency: string,
): string | null {
  if (variantPrice === undefined || productCurrency !== orderCurrency) return null;
  return minorToDecimalString(variantPrice, orderCurrency);
}
