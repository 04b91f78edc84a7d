import type { Order } from './model';

/** Decimal text ("12.50") ↔ cents: the stand-in's sums never go through float arithmetic. */
const cents = (amount: string): number => Math.round(Number(amount) * 100);
const text = (value: number): string => (value / 100).toFixed(2);

export interface LineCharges {
  /** The line's tax (part of its price when taxes are included). */
  tax: string;
}

/** What a stand-in order charges, in the shapes webhooks and GraphQL both report. */
export interface OrderCharges {
  subtotal: string;
  shipping: string;
  discount: string;
  tax: string;
  total: string;
  lines: Map<number, LineCharges>;
}

/**
 * Sums an order the way Shopify reports it: the subtotal of the lines, one discount code off
 * the subtotal, the tax rate on each line (already inside the prices when taxes are included),
 * and shipping. The stand-in taxes list prices, not discounted ones: precise enough for the
 * app, which keeps what the channel sent and recomputes nothing.
 */
export function orderCharges(order: Order): OrderCharges {
  const lineCents = order.lineItems.map((item) => ({
    id: item.id,
    amount: cents(item.price) * item.quantity,
  }));
  const subtotal = lineCents.reduce((sum, line) => sum + line.amount, 0);
  const code = order.discountCode;
  const discount = !code
    ? 0
    : code.type === 'percentage'
      ? Math.round((subtotal * Number(code.value)) / 100)
      : Math.min(cents(code.value), subtotal);
  const rate = order.taxRate === null ? 0 : Number(order.taxRate);
  const lines = new Map<number, LineCharges>();
  let tax = 0;
  for (const line of lineCents) {
    const lineTax = Math.round(
      order.taxesIncluded ? line.amount - line.amount / (1 + rate) : line.amount * rate,
    );
    tax += lineTax;
    lines.set(line.id, { tax: text(lineTax) });
  }
  const shipping = cents(order.shippingLine.price);
  const total = subtotal - discount + shipping + (order.taxesIncluded ? 0 : tax);
  return {
    subtotal: text(subtotal),
    shipping: text(shipping),
    discount: text(discount),
    tax: text(tax),
    total: text(total),
    lines,
  };
}
