import { minorToDecimalString, toMinorUnits } from '@omni/shared/money';
import {
  SupplierError,
  type SupplierRefund,
  type SupplierRefundAsk,
  type SupplierRefundDecision,
} from '../suppliers/supplier-source';

/*
 * CJ's dispute API (API 2.0 "Dispute": /disputes/disputeProducts, /disputeConfirmInfo, /create,
 * /getDisputeList, /cancel) as our refund requests (ADR 048). CJ's documented order: the order's
 * disputable products (their CJ lineItemId, price and how many may be disputed), then the
 * confirmation of the chosen ones (the reasons CJ offers and the most it gives back), then the
 * create. Our refund id is the create's `businessDisputeId`, so a request sent again after a lost
 * answer is found in the order's dispute list instead of being made twice.
 */

export type CjCall = <T>(
  method: 'GET' | 'POST',
  path: string,
  input: {
    query?: Record<string, string | number | undefined>;
    json?: unknown;
    idempotent?: boolean;
  },
) => Promise<T>;

interface CjDisputeProduct {
  lineItemId?: string | number;
  cjVariantId?: string | number;
  canChoose?: boolean;
  price?: number | string;
  quantity?: number;
}

interface CjDisputeListItem {
  id?: string | number;
  businessDisputeId?: string;
  status?: string | number;
  money?: number | string;
}

/** create's expectType: 1 a refund (2 would be a reissue, which we never ask). */
const EXPECT_REFUND = 1;
/** create's refundType: 1 back to the CJ balance the order was paid from. */
const REFUND_TO_BALANCE = 1;

/** Words of our reasons (spec 002 §5) looked for in CJ's reason names, first match wins. */
const REASON_WORDS: Record<SupplierRefundAsk['reason'], RegExp> = {
  customer_changed_or_cancelled_order: /cancel|changed|no longer|mind/i,
  item_unavailable: /unavailable|out of stock|stock|not available/i,
  other: /other/i,
};

/** The CJ reason that names ours, else CJ's "other", else its first. */
export function pickDisputeReason(
  reasons: { disputeReasonId?: number | string; reasonName?: string }[],
  reason: SupplierRefundAsk['reason'],
): string | number | undefined {
  const named = (words: RegExp) => reasons.find((r) => words.test(r.reasonName ?? ''));
  return (named(REASON_WORDS[reason]) ?? named(REASON_WORDS.other) ?? reasons[0])?.disputeReasonId;
}

/**
 * A dispute's status word as our decision. CJ's documentation names no list of words; the ones
 * its dispute list is known to answer are read by their meaning, and an unknown word stays
 * pending (never a refund made up).
 */
export function disputeDecision(status: string): SupplierRefundDecision {
  const word = status.toLowerCase();
  if (/reject|refus|declin|cancel|clos/.test(word)) return 'rejected';
  if (/finish|complet|success|agree|accept|refunded|resolved/.test(word)) return 'accepted';
  return 'pending';
}

/** Splits `cents` over lines by their value, exactly (the remainder on the last line). */
export function splitCents(values: number[], cents: number): number[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return values.map((_, i) => (i === values.length - 1 ? cents : 0));
  const parts = values.map((v) => Math.floor((cents * v) / total));
  parts[parts.length - 1]! += cents - parts.reduce((sum, p) => sum + p, 0);
  return parts;
}

// CJ's amounts are US dollars (its balance and its prices)
const toCents = (value: number | string | undefined) => toMinorUnits(value ?? 0, 'USD') ?? 0;
const decimal = (cents: number) => minorToDecimalString(cents, 'USD');

function viewOf(item: CjDisputeListItem): SupplierRefund {
  const rawStatus = String(item.status ?? '');
  return {
    refundId: String(item.id ?? ''),
    decision: disputeDecision(rawStatus),
    rawStatus,
    ...(item.money !== undefined && item.money !== null
      ? { amount: { amount: decimal(toCents(item.money)), currency: 'USD' } }
      : {}),
  };
}

/** The dispute CJ has for our refund id, or null. */
export async function findDispute(
  call: CjCall,
  ask: SupplierRefundAsk,
): Promise<SupplierRefund | null> {
  const data = await call<{ list?: CjDisputeListItem[] } | null>(
    'GET',
    '/disputes/getDisputeList',
    {
      query: { orderId: ask.orderNumber, pageNum: 1, pageSize: 50 },
    },
  );
  const found = (data?.list ?? []).find((item) => item.businessDisputeId === ask.reference);
  return found ? viewOf(found) : null;
}

/** Opens the dispute for `ask` (or answers the one already opened for it). */
export async function openDispute(call: CjCall, ask: SupplierRefundAsk): Promise<SupplierRefund> {
  const known = await findDispute(call, ask);
  if (known) return known;
  const products = await call<{ productInfoList?: CjDisputeProduct[] } | null>(
    'GET',
    '/disputes/disputeProducts',
    { query: { orderId: ask.orderNumber } },
  );
  const chosen = ask.lines.map((line) => {
    const product = (products?.productInfoList ?? []).find(
      (p) => String(p.cjVariantId ?? '') === line.skuId,
    );
    if (!product || product.canChoose === false || Number(product.quantity ?? 0) < line.quantity)
      throw new SupplierError(
        'cj',
        'refund_refused',
        `disputeProducts: ${line.skuId} not disputable`,
      );
    return {
      lineItemId: String(product.lineItemId),
      quantity: line.quantity,
      price: product.price,
    };
  });
  const confirm = await call<{
    maxAmount?: number | string;
    disputeReasonList?: { disputeReasonId?: number | string; reasonName?: string }[];
  } | null>('POST', '/disputes/disputeConfirmInfo', {
    json: {
      orderId: ask.orderNumber,
      productInfoList: chosen.map(({ lineItemId, quantity }) => ({ lineItemId, quantity })),
    },
    idempotent: true,
  });
  const cents = toCents(ask.amount.amount);
  if (confirm?.maxAmount !== undefined && cents > toCents(confirm.maxAmount))
    throw new SupplierError('cj', 'refund_refused', `disputeConfirmInfo: max ${confirm.maxAmount}`);
  const parts = splitCents(
    chosen.map((c) => toCents(c.price) * c.quantity),
    cents,
  );
  await call<unknown>('POST', '/disputes/create', {
    json: {
      orderId: ask.orderNumber,
      businessDisputeId: ask.reference,
      disputeReasonId: pickDisputeReason(confirm?.disputeReasonList ?? [], ask.reason),
      expectType: EXPECT_REFUND,
      refundType: REFUND_TO_BALANCE,
      messageText: ask.note ?? ask.reason,
      imageUrl: [],
      productInfoList: chosen.map((c, i) => ({
        lineItemId: c.lineItemId,
        quantity: c.quantity,
        price: decimal(parts[i]!),
      })),
    },
    // a repeat is caught by the list lookup above, not by resending
    idempotent: false,
  });
  const created = await findDispute(call, ask);
  if (!created)
    throw new SupplierError('cj', 'unavailable', `create: dispute ${ask.reference} not listed`);
  return created;
}
