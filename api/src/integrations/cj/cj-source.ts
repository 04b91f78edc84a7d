import { OutboundError } from '../http/outbound-client';
import { shipmentStatusFromStage } from '../tracking/shipment-status';
import {
  PAY_ON_SOURCE,
  SupplierError,
  type FreightOption,
  type FreightQuery,
  type ProductPage,
  type ProductSearch,
  type SupplierAccessToken,
  type SupplierErrorKey,
  type SupplierOrder,
  type SupplierOrderCreate,
  type SupplierOrderCreated,
  type SupplierOrderStatus,
  type SupplierPayment,
  type SupplierPaymentMemo,
  type SupplierProduct,
  type SupplierRefund,
  type SupplierRefundAsk,
  type SupplierReviewPage,
  type SupplierSource,
  type SupplierTracking,
} from '../suppliers/supplier-source';
import { CjApiError, type CjAccountRef, type CjClient } from './cj-client';
import { findDispute, openDispute, type CjCall } from './cj-disputes';

/** CJ Dropshipping API 2.0 behind the common supplier interface. */

interface CjVariant {
  vid?: string;
  variantKey?: string;
  variantSku?: string;
  variantImage?: string;
  variantWeight?: number;
  variantSellPrice?: number | string;
}
interface CjProduct {
  pid?: string;
  productNameEn?: string;
  productImage?: string;
  productImageSet?: string[];
  productKeyEn?: string;
  categoryName?: string;
  description?: string;
  sellPrice?: string | number;
  /** Stores that listed the product through CJ. */
  listedNum?: number;
  variants?: CjVariant[];
}

/** CJ dates ("2024-03-01 10:20:00" or ISO) → ISO; empty when absent or unreadable. */
function isoDate(value: string | undefined): string {
  const time = value
    ? Date.parse(value.includes('T') ? value : value.replace(' ', 'T') + 'Z')
    : NaN;
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

interface CjComment {
  commentId?: string | number;
  comment?: string;
  commentDate?: string;
  commentUser?: string;
  score?: string | number;
  commentUrls?: string[];
  countryCode?: string;
}

const STATUS: Record<string, SupplierOrderStatus> = {
  CREATED: 'waiting_payment',
  IN_CART: 'waiting_payment',
  UNPAID: 'waiting_payment',
  UNSHIPPED: 'order_placed',
  SHIPPED: 'shipped',
  DELIVERED: 'completed',
  CANCELLED: 'cancelled',
};

/** createOrderV2 `payType` 3: the order is only created; it is paid in the pay step. */
const CJ_PAY_TYPE_CREATE_ONLY = 3;

/** getOrderDetail statuses of an order CJ has been paid for. */
const CJ_PAID_STATUSES = new Set(['UNSHIPPED', 'SHIPPED', 'DELIVERED']);

/** getOrderDetail statuses of an order on its way to being paid: created, in the cart, confirmed. */
const CJ_UNPAID_STATUSES = new Set(['CREATED', 'IN_CART', 'UNPAID']);

export interface CjSourceOptions {
  client: CjClient;
  token: SupplierAccessToken;
  tenantId: string;
  account: CjAccountRef;
}

export class CjSource implements SupplierSource {
  readonly key = 'cj' as const;

  constructor(private readonly options: CjSourceOptions) {}

  async productSearch(query: ProductSearch): Promise<ProductPage> {
    // CJ pages hold 10 to 200 products
    const pageSize = Math.min(200, Math.max(10, query.pageSize));
    // product/list filters by price (minPrice/maxPrice, USD); it has no sort of ours.
    const data = await this.call<{ total?: number; list?: CjProduct[] }>('GET', '/product/list', {
      query: {
        pageNum: query.page,
        pageSize,
        productNameEn: query.keyword,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
      },
    });
    return {
      items: (data.list ?? []).map((item) => ({
        source: 'cj',
        sourceProductId: item.pid ?? '',
        title: item.productNameEn ?? '',
        image: item.productImage,
        price: { amount: lowestPrice(item.sellPrice), currency: 'USD' },
        categoryName: item.categoryName,
        listedCount: item.listedNum,
      })),
      total: data.total ?? 0,
      page: query.page,
      pageSize,
    };
  }

  async productReviews(
    productId: string,
    page: { page: number; pageSize: number },
  ): Promise<SupplierReviewPage> {
    const data = await this.call<{ total?: number | string; list?: CjComment[] }>(
      'GET',
      '/product/productComments',
      { query: { pid: productId, pageNum: page.page, pageSize: page.pageSize } },
    );
    return {
      items: (data.list ?? []).map((comment) => ({
        id: String(comment.commentId ?? ''),
        text: comment.comment ?? '',
        rating: Math.min(5, Math.max(0, Number(comment.score ?? 0))),
        createdAt: isoDate(comment.commentDate),
        country: comment.countryCode,
        author: comment.commentUser,
        images: comment.commentUrls ?? [],
      })),
      total: Number(data.total ?? 0),
    };
  }

  async productGet(productId: string): Promise<SupplierProduct> {
    const product = await this.product(productId);
    const names = (product.productKeyEn ?? '').split('-').filter(Boolean);
    const variants = product.variants ?? [];
    // a value containing "-" would split wrongly: fall back to one "Variant" option then
    const splitOk = variants.every((v) => (v.variantKey ?? '').split('-').length === names.length);
    const optionNames = splitOk && names.length > 0 ? names : ['Variant'];
    const valuesOf = (v: CjVariant) =>
      splitOk && names.length > 0 ? (v.variantKey ?? '').split('-') : [v.variantKey ?? ''];
    const stock = await this.stockByVid(product.pid ?? productId);
    return {
      source: 'cj',
      sourceProductId: product.pid ?? productId,
      title: product.productNameEn ?? '',
      descriptionHtml: product.description,
      images: product.productImageSet ?? (product.productImage ? [product.productImage] : []),
      options: optionNames.map((name, i) => ({
        name,
        values: [...new Set(variants.map((v) => valuesOf(v)[i] ?? ''))],
      })),
      variants: variants.map((v) => ({
        skuId: v.vid ?? '',
        sku: v.variantSku,
        options: Object.fromEntries(optionNames.map((name, i) => [name, valuesOf(v)[i] ?? ''])),
        price: { amount: Number(v.variantSellPrice ?? 0).toFixed(2), currency: 'USD' },
        stock: stock.get(v.vid ?? '') ?? 0,
        image: v.variantImage,
        weightGrams: v.variantWeight,
      })),
      categoryName: product.categoryName,
    };
  }

  async freightQuery(query: FreightQuery): Promise<FreightOption[]> {
    const vid = query.skuId ?? (await this.product(query.productId)).variants?.[0]?.vid;
    if (!vid) throw new SupplierError('cj', 'error_not_found_sku', `product ${query.productId}`);
    const data = await this.call<
      { logisticAging?: string; logisticPrice?: number | string; logisticName?: string }[]
    >('POST', '/logistic/freightCalculate', {
      json: {
        startCountryCode: 'CN',
        endCountryCode: query.shipTo.countryCode.toUpperCase(),
        zip: query.shipTo.zip,
        products: [{ quantity: query.quantity, vid }],
      },
      idempotent: true,
    });
    return (data ?? []).map((option) => {
      const [min, max] = (option.logisticAging ?? '').split('-').map(Number);
      return {
        serviceCode: option.logisticName ?? '',
        serviceName: option.logisticName ?? '',
        cost: { amount: Number(option.logisticPrice ?? 0).toFixed(2), currency: 'USD' },
        minDays: Number.isFinite(min) ? min! : 0,
        maxDays: Number.isFinite(max) ? max! : Number.isFinite(min) ? min! : 0,
        tracked: true,
        shipFrom: 'CN',
      };
    });
  }

  async orderCreate(order: SupplierOrderCreate): Promise<SupplierOrderCreated> {
    const address = order.shipTo;
    try {
      // CJ documents orderId as a string; an answer with a number is kept as its exact digits
      // (the client's parse hands back text for any integer past 2^53)
      const data = await this.call<{ orderId?: string | number }>(
        'POST',
        '/shopping/order/createOrderV2',
        {
          json: {
            orderNumber: order.reference,
            shippingCountryCode: address.countryCode.toUpperCase(),
            shippingProvince: address.province ?? '',
            shippingCity: address.city ?? '',
            shippingZip: address.zip ?? '',
            shippingPhone: address.phone,
            shippingCustomerName: address.fullName,
            shippingAddress: address.address1,
            shippingAddress2: address.address2 ?? '',
            email: address.email ?? '',
            // createOrderV2's documented taxId: the consignee's tax number (CPF, RUT …)
            taxId: address.taxId ?? '',
            // CJ ships one order with one logistics service
            logisticName: order.lines[0]?.serviceCode ?? '',
            fromCountryCode: 'CN',
            platform: 'Api',
            // 3: "create the order only without initiating payment, add-to-cart, or order
            // confirmation". Left out it is 1, page payment (a cjPayUrl); 2 would pay from the
            // balance at once, before the merchant paid us. The pay step pays it (orderPay).
            payType: CJ_PAY_TYPE_CREATE_ONLY,
            products: order.lines.map((line) => ({ vid: line.skuId, quantity: line.quantity })),
          },
          // createOrderV2 is deduplicated by orderNumber, but we do not lean on it
          idempotent: false,
        },
      );
      return { orderNumbers: data.orderId ? [String(data.orderId)] : [] };
    } catch (error) {
      if (error instanceof SupplierError && error.key === 'error_checkout_products')
        throw new SupplierError('cj', orderErrorKey(error.detail), error.detail);
      throw error;
    }
  }

  /**
   * Pays a createOrderV2 order from the CJ balance the way CJ documents for it ("Orders
   * Synchronization Processing", ADR 043): add it to the cart, confirm the cart (the parent
   * order id, `shipmentsId`), generate the parent order (the `payId`), then payBalanceV2 with
   * both. The order's status is read first, so nothing CJ shows paid is paid again, and a retry
   * goes on from the step CJ is at with the ids kept in `memo`. An order confirmed whose parent
   * order id was never kept cannot be paid through the API: `pay_on_source`, for the merchant to
   * pay it on MyCJ (which CJ names as the other way to pay).
   */
  async orderPay(orderNumber: string, memo?: SupplierPaymentMemo): Promise<SupplierPayment> {
    try {
      let status = await this.orderStatus(orderNumber);
      if (CJ_PAID_STATUSES.has(status)) return 'paid';
      // CANCELLED (or a word we do not know): nothing to pay, and not paid
      if (!CJ_UNPAID_STATUSES.has(status)) throw refused('getOrderDetail', orderNumber, status);
      let shipmentOrderId = memo?.refs.shipmentOrderId;
      let payId = memo?.refs.payId;
      if (status === 'CREATED') {
        const added = await this.call<{
          addSuccessOrders?: (string | number)[];
          interceptOrders?: unknown;
        }>('POST', '/shopping/order/addCart', {
          json: { cjOrderIdList: [orderNumber] },
          idempotent: false,
        });
        if (!(added?.addSuccessOrders ?? []).some((id) => String(id) === orderNumber))
          throw refused('addCart', orderNumber, added?.interceptOrders);
        status = 'IN_CART';
      }
      if (status === 'IN_CART') {
        const confirmed = await this.call<{
          submitSuccess?: boolean;
          shipmentsId?: string | number | null;
          interceptOrders?: unknown;
        }>('POST', '/shopping/order/addCartConfirm', {
          json: { cjOrderIdList: [orderNumber] },
          idempotent: false,
        });
        if (!confirmed?.submitSuccess || !confirmed.shipmentsId)
          throw refused('addCartConfirm', orderNumber, confirmed?.interceptOrders);
        // a new parent order: a payment id kept from an earlier one is spent ('' = none)
        shipmentOrderId = String(confirmed.shipmentsId);
        payId = '';
        await memo?.save({ shipmentOrderId, payId });
      }
      // UNPAID: confirmed, paid through its parent order
      if (!shipmentOrderId) return PAY_ON_SOURCE;
      if (!payId) {
        const parent = await this.call<{
          submitSuccess?: boolean;
          payId?: string | number | null;
          interceptOrders?: unknown;
        }>('POST', '/shopping/order/saveGenerateParentOrder', {
          json: { shipmentOrderId },
          idempotent: false,
        });
        if (!parent?.submitSuccess || !parent.payId)
          throw refused('saveGenerateParentOrder', shipmentOrderId, parent?.interceptOrders);
        payId = String(parent.payId);
        await memo?.save({ payId });
      }
      await this.call<unknown>('POST', '/shopping/pay/payBalanceV2', {
        json: { shipmentOrderId, payId },
        idempotent: false,
      });
      return 'paid';
    } catch (error) {
      if (error instanceof SupplierError && error.key === 'error_checkout_products')
        throw new SupplierError('cj', orderErrorKey(error.detail), error.detail);
      throw error;
    }
  }

  /** The order's getOrderDetail `orderStatus`, as CJ words it. */
  private async orderStatus(orderNumber: string): Promise<string> {
    return (await this.orderGet(orderNumber)).rawStatus;
  }

  async orderGet(orderNumber: string): Promise<SupplierOrder> {
    const data = await this.call<{
      orderStatus?: string;
      trackNumber?: string | null;
      logisticName?: string;
      orderAmount?: number | string;
    }>('GET', '/shopping/order/getOrderDetail', { query: { orderId: orderNumber } }).catch(
      (error: unknown) => {
        if (error instanceof SupplierError && error.key === 'error_checkout_products')
          throw new SupplierError('cj', 'not_found_order_detail', error.detail);
        throw error;
      },
    );
    const rawStatus = data.orderStatus ?? '';
    return {
      orderNumber,
      status: STATUS[rawStatus] ?? 'order_placed',
      rawStatus,
      total:
        data.orderAmount !== undefined
          ? { amount: Number(data.orderAmount).toFixed(2), currency: 'USD' }
          : undefined,
      trackingNumbers: data.trackNumber
        ? [{ trackingNumber: data.trackNumber, carrier: data.logisticName }]
        : [],
    };
  }

  async tracking(orderNumber: string): Promise<SupplierTracking[]> {
    const order = await this.orderGet(orderNumber);
    if (order.trackingNumbers.length === 0) return [];
    const data = await this.call<
      {
        trackingNumber?: string;
        logisticName?: string;
        trackingStatus?: string;
        routes?: { time?: string; status?: string; description?: string; location?: string }[];
      }[]
    >('GET', '/logistic/trackInfo', {
      query: { trackNumber: order.trackingNumbers[0]!.trackingNumber },
    });
    return (data ?? []).map((info) => ({
      trackingNumber: info.trackingNumber ?? '',
      carrier: info.logisticName,
      status: shipmentStatusFromStage(info.trackingStatus) ?? 'IN_TRANSIT',
      events: (info.routes ?? []).map((route) => ({
        time: route.time ?? '',
        description: route.description ?? '',
        location: route.location,
        status: shipmentStatusFromStage(route.status),
      })),
    }));
  }

  /** A refund as a CJ dispute (cj-disputes.ts, ADR 048). */
  refundRequest(ask: SupplierRefundAsk): Promise<SupplierRefund> {
    return openDispute(this.caller, ask);
  }

  refundGet(ask: SupplierRefundAsk): Promise<SupplierRefund | null> {
    return findDispute(this.caller, ask);
  }

  private readonly caller: CjCall = (method, path, input) => this.call(method, path, input);

  private product(pid: string): Promise<CjProduct> {
    return this.call<CjProduct>('GET', '/product/query', { query: { pid } }).catch(
      (error: unknown) => {
        if (error instanceof SupplierError && error.key === 'error_checkout_products')
          throw new SupplierError('cj', 'error_not_found_sku', error.detail);
        throw error;
      },
    );
  }

  /** Units per variant across CJ's warehouses, in one call. */
  private async stockByVid(pid: string): Promise<Map<string, number>> {
    const data = await this.call<{
      variantInventories?: { vid?: string; inventory?: { totalInventory?: number }[] }[];
    }>('GET', '/product/stock/getInventoryByPid', { query: { pid } });
    return new Map(
      (data?.variantInventories ?? []).map((row) => [
        row.vid ?? '',
        (row.inventory ?? []).reduce((sum, w) => sum + Number(w.totalInventory ?? 0), 0),
      ]),
    );
  }

  /** One call with the merchant's token, refreshed once if CJ refuses it. */
  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    input: {
      query?: Record<string, string | number | undefined>;
      json?: unknown;
      idempotent?: boolean;
    },
  ): Promise<T> {
    const { client, token, tenantId, account } = this.options;
    try {
      try {
        return await client.call<T>(method, path, await token.current(), tenantId, account, input);
      } catch (error) {
        if (!(error instanceof CjApiError) || !error.isTokenError) throw error;
        return await client.call<T>(method, path, await token.refresh(), tenantId, account, input);
      }
    } catch (error) {
      throw toSupplierError(error);
    }
  }
}

/** A cart or parent-order answer that did not take the order (CJ says why in interceptOrders). */
function refused(call: string, id: string, intercepted: unknown): SupplierError {
  const why = intercepted === undefined ? '' : ` ${JSON.stringify(intercepted).slice(0, 300)}`;
  return new SupplierError('cj', 'error_checkout_products', `${call} refused ${id}${why}`);
}

function lowestPrice(sellPrice: string | number | undefined): string {
  const first = String(sellPrice ?? '0')
    .split('--')[0]!
    .trim();
  const value = Number(first);
  return Number.isFinite(value) ? value.toFixed(2) : '0.00';
}

/**
 * CJ's documented global codes (API 2.0 Appendix 1) first; 1603000 "Order create fail" carries the
 * reason only in its message (stock, for one), so the words decide there.
 */
const ORDER_ERROR_CODES: Record<string, SupplierErrorKey> = {
  '1600300': 'error_save_all_address',
  '1602000': 'error_not_found_sku',
  '1602001': 'error_not_found_sku',
  '1603100': 'not_found_order_detail',
  '1604000': 'balance_insufficient',
  '1605000': 'shipped_country_notfound',
};

function orderErrorKey(detail: string): SupplierErrorKey {
  const code = /^(\d+):/.exec(detail)?.[1];
  if (code && ORDER_ERROR_CODES[code]) return ORDER_ERROR_CODES[code];
  if (/inventory|stock/i.test(detail)) return 'product_out_of_stock';
  if (/logistic/i.test(detail)) return 'shipped_country_notfound';
  if (/shipping|address|phone|customer|country/i.test(detail)) return 'error_save_all_address';
  if (/variant|product/i.test(detail)) return 'error_not_found_sku';
  return 'error_checkout_products';
}

function toSupplierError(error: unknown): unknown {
  if (error instanceof SupplierError) return error;
  if (error instanceof CjApiError) {
    const detail = `${error.code}: ${error.detail}`;
    if (error.isTokenError) return new SupplierError('cj', 'error_get_token', detail);
    if (error.isRateLimit) return new SupplierError('cj', 'rate_limited', detail);
    if (error.code === 1600000 || (error.code >= 500 && error.code < 600))
      return new SupplierError('cj', 'unavailable', detail);
    return new SupplierError('cj', 'error_checkout_products', detail);
  }
  if (error instanceof OutboundError) return new SupplierError('cj', 'unavailable', error.message);
  return error;
}
