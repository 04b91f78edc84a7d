import { OutboundError } from '../http/outbound-client';
import { integerId, stringifyExactJson } from '../json/exact-json';
import { shipmentStatusFromStage } from '../tracking/shipment-status';
import {
  SupplierError,
  type FreightOption,
  type FreightQuery,
  type ProductPage,
  type ProductSearch,
  type SupplierAccessToken,
  type SupplierErrorKey,
  type SupplierOption,
  type SupplierOrder,
  type SupplierAddress,
  type SupplierOrderCreate,
  type SupplierOrderCreated,
  type SupplierOrderStatus,
  type SupplierPayment,
  PAY_ON_SOURCE,
  type SupplierProduct,
  type SupplierSort,
  type SupplierSource,
  type SupplierTracking,
  type TrackingEvent,
} from '../suppliers/supplier-source';
import { AliExpressApiError, type AliExpressClient } from './aliexpress-client';

/** AliExpress's dropshipping API (aliexpress.ds.*) behind the common supplier interface. */

interface SkuProperty {
  sku_property_name?: string;
  sku_property_value?: string;
  property_value_definition_name?: string;
  sku_image?: string;
}
interface SkuInfo {
  sku_id?: string | number;
  sku_attr?: string;
  id?: string;
  sku_price?: string;
  offer_sale_price?: string;
  sku_available_stock?: number;
  currency_code?: string;
  ae_sku_property_dtos?: { ae_sku_property_d_t_o?: SkuProperty[] };
}
interface ProductGetResponse {
  rsp_code?: number | string;
  rsp_msg?: string;
  result?: {
    ae_item_base_info_dto?: {
      product_id?: number | string;
      subject?: string;
      detail?: string;
      currency_code?: string;
      /** Average stars, e.g. "4.8". */
      avg_evaluation_rating?: string;
      evaluation_count?: string;
    };
    ae_multimedia_info_dto?: { image_urls?: string };
    ae_item_sku_info_dtos?: { ae_item_sku_info_d_t_o?: SkuInfo[] };
    package_info_dto?: { gross_weight?: string };
    ae_store_info?: { store_country_code?: string };
  } | null;
}

const STATUS: Record<string, SupplierOrderStatus> = {
  PLACE_ORDER_SUCCESS: 'waiting_payment',
  PAYMENT_PROCESSING: 'waiting_payment',
  RISK_CONTROL: 'order_placed',
  RISK_CONTROL_HOLD: 'order_placed',
  WAIT_SELLER_SEND_GOODS: 'order_placed',
  SELLER_PART_SEND_GOODS: 'shipped',
  WAIT_BUYER_ACCEPT_GOODS: 'shipped',
  FUND_PROCESSING: 'shipped',
  WAIT_SELLER_EXAMINE_MONEY: 'shipped',
  FINISH: 'completed',
  ARCHIVE: 'completed',
  IN_CANCEL: 'cancelled',
  IN_ISSUE: 'shipped',
  IN_FROZEN: 'order_placed',
};

/**
 * The refusals aliexpress.ds.order.create documents (result.error_code), as the spec 002 §8 keys:
 * https://openservice.aliexpress.com/doc/api.htm#/api?cid=21038&path=aliexpress.ds.order.create&methodType=GET/POST
 * (read from copies of that page; the A002–A006 codes are listed by other copies of the same
 * call's page). No other code is documented for the call: an unknown product or SKU is found
 * before the call (productGet, error_not_found_sku), and anything else is error_checkout_products.
 */
export const ORDER_ERRORS: Readonly<Record<string, SupplierErrorKey>> = {
  // the delivery address, and Brazil's CPF in it, is the customer's information
  B_DROPSHIPPER_DELIVERY_ADDRESS_VALIDATE_FAIL: 'error_save_all_address',
  B_DROPSHIPPER_DELIVERY_ADDRESS_CPF_CN_INVALID: 'error_save_all_address',
  B_DROPSHIPPER_DELIVERY_ADDRESS_CPF_NOT_MATCH: 'error_save_all_address',
  // the linked buyer account may not order: the merchant looks at it on AliExpress
  BLACKLIST_BUYER_IN_LIST: 'error_supplier_account',
  USER_ACCOUNT_DISABLED: 'error_supplier_account',
  PRICE_PAY_CURRENCY_ERROR: 'error_checkout_products',
  DELIVERY_METHOD_NOT_EXIST: 'shipped_country_notfound',
  INVENTORY_HOLD_ERROR: 'product_out_of_stock',
  // AliExpress has an order with this out_order_id already (a create whose answer we never
  // saved). ds.order.get takes only AliExpress's own order id, so it cannot be fetched: the
  // merchant checks AliExpress before placing again
  REPEATED_ORDER_ERROR: 'error_repeated_order',
  ERROR_WHEN_BUILD_FOR_PLACE_ORDER: 'error_checkout_products',
  A001_ORDER_CANNOT_BE_PLACED: 'error_checkout_products',
  A002_INVALID_ZONE: 'shipped_country_notfound',
  A003_SUSPICIOUS_BUYER: 'error_supplier_account',
  A004_CANNOT_USER_COUPON: 'error_checkout_products',
  A005_INVALID_COUNTRIES: 'shipped_country_notfound',
  A006_INVALID_ACCOUNT_INFO: 'error_supplier_account',
};

/** The key of a ds.order.create refusal; an undocumented code is the generic order failure. */
export function orderErrorKey(code: string | undefined): SupplierErrorKey {
  return code !== undefined && Object.hasOwn(ORDER_ERRORS, code)
    ? ORDER_ERRORS[code]!
    : 'error_checkout_products';
}

export interface AliExpressSourceOptions {
  client: AliExpressClient;
  token: SupplierAccessToken;
  /** The workplace the calls are made for (fairness, logs). */
  tenantId: string;
  /** Prices and freight are asked in this currency. */
  currency?: string;
  language?: string;
}

/** ds.text.search `sortBy` values; relevance is the default order (no sortBy). */
const SORT_BY: Record<SupplierSort, string | undefined> = {
  relevance: undefined,
  price_asc: 'min_price,asc',
  price_desc: 'min_price,desc',
  orders_desc: 'orders,desc',
};

/** "1,234" or "1234" → 1234; undefined when absent or not a number. */
function wholeNumber(value: string | undefined): number | undefined {
  const number = Number((value ?? '').replace(/[^0-9.]/g, ''));
  return value !== undefined && Number.isFinite(number) ? Math.floor(number) : undefined;
}

function stars(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number)
    ? Math.min(5, Math.max(0, number))
    : undefined;
}

/**
 * The consignee's tax id in ds.order.create's logistics_address: Brazil's CPF in `cpf`, any other
 * tax or customs id (Chile's RUT, Korea's customs clearance code …) in `tax_number`; none when the
 * order has none.
 */
export function logisticsTaxFields(shipTo: Pick<SupplierAddress, 'countryCode' | 'taxId'>) {
  if (!shipTo.taxId) return {};
  return shipTo.countryCode.toUpperCase() === 'BR'
    ? { cpf: shipTo.taxId }
    : { tax_number: shipTo.taxId };
}

export class AliExpressSource implements SupplierSource {
  readonly key = 'aliexpress' as const;

  constructor(private readonly options: AliExpressSourceOptions) {}

  async productSearch(query: ProductSearch): Promise<ProductPage> {
    const response = await this.call<{
      code?: string;
      msg?: string;
      data?: {
        totalCount?: number;
        products?: {
          selection_search_product?: {
            itemId?: string;
            title?: string;
            itemMainPic?: string;
            salePrice?: string;
            salePriceCurrency?: string;
            /** Orders so far, e.g. "1234". */
            orders?: string;
            /** Average stars, e.g. "4.8". */
            score?: string;
          }[];
        };
      };
    }>('aliexpress.ds.text.search', {
      keyWord: query.keyword,
      local: this.locale(),
      countryCode: query.shipTo ?? 'US',
      currency: this.currency(),
      sortBy: query.sort ? SORT_BY[query.sort] : undefined,
      pageSize: String(query.pageSize),
      pageIndex: String(query.page),
    });
    const items = response.data?.products?.selection_search_product ?? [];
    return {
      items: items.map((item) => ({
        source: 'aliexpress',
        sourceProductId: String(item.itemId),
        title: item.title ?? '',
        image: item.itemMainPic,
        price: {
          amount: item.salePrice ?? '0',
          currency: item.salePriceCurrency ?? this.currency(),
        },
        orders: wholeNumber(item.orders),
        rating: stars(item.score),
      })),
      total: response.data?.totalCount ?? items.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async productGet(productId: string): Promise<SupplierProduct> {
    const { result, skus } = await this.rawProduct(productId);
    const base = result.ae_item_base_info_dto ?? {};
    const options: SupplierOption[] = [];
    for (const sku of skus)
      for (const property of skuProperties(sku)) {
        const name = property.sku_property_name ?? '';
        const value = propertyValue(property);
        let option = options.find((o) => o.name === name);
        if (!option) options.push((option = { name, values: [] }));
        if (!option.values.includes(value)) option.values.push(value);
      }
    const weightKg = Number(result.package_info_dto?.gross_weight);
    return {
      source: 'aliexpress',
      sourceProductId: String(base.product_id ?? productId),
      title: base.subject ?? '',
      descriptionHtml: base.detail,
      images: (result.ae_multimedia_info_dto?.image_urls ?? '').split(';').filter(Boolean),
      options,
      variants: skus.map((sku) => ({
        skuId: String(sku.sku_id),
        options: Object.fromEntries(
          skuProperties(sku).map((p) => [p.sku_property_name ?? '', propertyValue(p)]),
        ),
        price: {
          amount: sku.offer_sale_price ?? sku.sku_price ?? '0',
          currency: sku.currency_code ?? base.currency_code ?? this.currency(),
        },
        stock: Number(sku.sku_available_stock ?? 0),
        image: skuProperties(sku).find((p) => p.sku_image)?.sku_image,
        weightGrams: Number.isFinite(weightKg) ? Math.round(weightKg * 1000) : undefined,
      })),
      shipsFrom: result.ae_store_info?.store_country_code
        ? [result.ae_store_info.store_country_code]
        : undefined,
      rating: stars(base.avg_evaluation_rating),
      reviewCount: wholeNumber(base.evaluation_count),
    };
  }

  async freightQuery(query: FreightQuery): Promise<FreightOption[]> {
    const response = await this.call<{
      result?: {
        success?: boolean;
        msg?: string;
        delivery_options?: {
          delivery_option_d_t_o?: {
            code?: string;
            company?: string;
            shipping_fee_cent?: string;
            shipping_fee_currency?: string;
            min_delivery_days?: number;
            max_delivery_days?: number;
            tracking?: boolean;
            ship_from_country?: string;
          }[];
        };
      };
    }>('aliexpress.ds.freight.query', {
      queryDeliveryReq: stringifyExactJson({
        quantity: query.quantity,
        shipToCountry: query.shipTo.countryCode.toUpperCase(),
        productId: integerId(query.productId),
        selectedSkuId: query.skuId,
        provinceCode: query.shipTo.province,
        cityCode: query.shipTo.city,
        language: this.locale(),
        currency: this.currency(),
        locale: this.locale(),
      }),
    });
    const result = response.result ?? {};
    if (!result.success) {
      if (/product not found/i.test(result.msg ?? ''))
        throw new SupplierError('aliexpress', 'error_not_found_sku', result.msg ?? '');
      return [];
    }
    return (result.delivery_options?.delivery_option_d_t_o ?? []).map((option) => ({
      serviceCode: option.code ?? '',
      serviceName: option.company ?? option.code ?? '',
      cost: {
        amount: option.shipping_fee_cent ?? '0',
        currency: option.shipping_fee_currency ?? this.currency(),
      },
      minDays: Number(option.min_delivery_days ?? 0),
      maxDays: Number(option.max_delivery_days ?? 0),
      tracked: option.tracking !== false,
      shipFrom: option.ship_from_country,
    }));
  }

  async orderCreate(order: SupplierOrderCreate): Promise<SupplierOrderCreated> {
    // AliExpress orders by sku_attr, not sku id: read each product's SKUs once.
    const items = [];
    const products = new Map<string, SkuInfo[]>();
    for (const line of order.lines) {
      let skus = products.get(line.productId);
      if (!skus) {
        skus = (await this.rawProduct(line.productId)).skus;
        products.set(line.productId, skus);
      }
      const sku = skus.find((s) => String(s.sku_id) === line.skuId);
      if (!sku) throw new SupplierError('aliexpress', 'error_not_found_sku', `sku ${line.skuId}`);
      items.push({
        // a Long at AliExpress: written exactly, never through Number() (ids near 2^53)
        product_id: integerId(line.productId),
        product_count: line.quantity,
        sku_attr: sku.sku_attr ?? sku.id ?? '',
        logistics_service_name: line.serviceCode,
        order_memo: '',
      });
    }
    const address = order.shipTo;
    const response = await this.call<{
      result?: {
        is_success?: boolean;
        error_code?: string;
        error_msg?: string;
        order_list?: { number?: (number | string)[] };
      };
    }>(
      'aliexpress.ds.order.create',
      {
        param_place_order_request4_open_api_d_t_o: stringifyExactJson({
          out_order_id: order.reference,
          logistics_address: {
            full_name: address.fullName,
            contact_person: address.fullName,
            address: address.address1,
            address2: address.address2 ?? '',
            city: address.city ?? '',
            province: address.province ?? '',
            zip: address.zip ?? '',
            country: address.countryCode.toUpperCase(),
            mobile_no: address.phone,
            ...logisticsTaxFields(address),
            phone_country: '',
            locale: this.locale(),
          },
          product_items: items,
        }),
        // placed unpaid: the merchant pays from the order center (spec 002 §4 waiting_payment)
        ds_extend_request: JSON.stringify({
          payment: { pay_currency: this.currency(), try_to_pay: 'false' },
        }),
      },
      { idempotent: false },
    );
    const result = response.result ?? {};
    if (!result.is_success)
      throw new SupplierError(
        'aliexpress',
        orderErrorKey(result.error_code),
        `${result.error_code ?? 'unknown'}: ${result.error_msg ?? ''}`,
      );
    return { orderNumbers: (result.order_list?.number ?? []).map(String) };
  }

  async orderGet(orderNumber: string): Promise<SupplierOrder> {
    const response = await this.call<{
      rsp_code?: number | string;
      rsp_msg?: string;
      result?: {
        order_status?: string;
        order_amount?: { amount?: string; currency_code?: string };
        logistics_info_list?: {
          ae_order_logistics_info?: { logistics_no?: string; logistics_service?: string }[];
        };
      } | null;
    }>('aliexpress.trade.ds.order.get', {
      single_order_query: stringifyExactJson({ order_id: integerId(orderNumber) }),
    });
    const result = response.result;
    if (!result)
      throw new SupplierError(
        'aliexpress',
        'not_found_order_detail',
        String(response.rsp_msg ?? ''),
      );
    const rawStatus = result.order_status ?? '';
    return {
      orderNumber,
      status: STATUS[rawStatus] ?? 'order_placed',
      rawStatus,
      total: result.order_amount?.amount
        ? {
            amount: result.order_amount.amount,
            currency: result.order_amount.currency_code ?? this.currency(),
          }
        : undefined,
      trackingNumbers: (result.logistics_info_list?.ae_order_logistics_info ?? [])
        .filter((l) => l.logistics_no)
        .map((l) => ({ trackingNumber: l.logistics_no!, carrier: l.logistics_service })),
    };
  }

  /**
   * AliExpress's dropshipping API pays an order only as it creates it (ds_extend_request
   * payment.try_to_pay) and has no call that pays an existing one (ADR 042). Our orders are
   * created unpaid at placement, so paying comes to a look-up: an order AliExpress still shows
   * as PLACE_ORDER_SUCCESS ("waiting for buyer to pay") is left for the merchant to pay on
   * AliExpress; one that is already paid is not touched, so a retry changes nothing.
   */
  async orderPay(orderNumber: string): Promise<SupplierPayment> {
    const order = await this.orderGet(orderNumber);
    return order.rawStatus === 'PLACE_ORDER_SUCCESS' ? PAY_ON_SOURCE : 'paid';
  }

  async tracking(orderNumber: string): Promise<SupplierTracking[]> {
    const response = await this.call<{
      result?: {
        ret?: boolean;
        msg?: string;
        data?: {
          tracking_detail_line_list?: {
            tracking_detail?: {
              carrier_name?: string;
              mail_no?: string;
              detail_node_list?: {
                detail_node?: {
                  time_stamp?: number;
                  tracking_detail_desc?: string;
                  tracking_name?: string;
                  address?: string;
                }[];
              };
            }[];
          };
        };
      };
    }>('aliexpress.ds.order.tracking.get', { ae_order_id: orderNumber, language: this.locale() });
    const result = response.result ?? {};
    if (result.ret === false)
      throw new SupplierError('aliexpress', 'not_found_order_detail', result.msg ?? '');
    return (result.data?.tracking_detail_line_list?.tracking_detail ?? []).map((line) => {
      const events: TrackingEvent[] = (line.detail_node_list?.detail_node ?? [])
        .map((node) => ({
          time: new Date(Number(node.time_stamp ?? 0)).toISOString(),
          description: node.tracking_detail_desc ?? '',
          location: node.address,
          status: shipmentStatusFromStage(node.tracking_name),
        }))
        .sort((a, b) => b.time.localeCompare(a.time));
      return {
        trackingNumber: line.mail_no ?? '',
        carrier: line.carrier_name,
        status:
          events.find((e) => e.status)?.status ?? (events.length > 0 ? 'IN_TRANSIT' : 'NOT_FOUND'),
        events,
      };
    });
  }

  private async rawProduct(productId: string) {
    const response = await this.call<ProductGetResponse>('aliexpress.ds.product.get', {
      product_id: productId,
      ship_to_country: 'US',
      target_currency: this.currency(),
      target_language: this.language(),
      remove_personal_benefit: 'false',
    });
    if (String(response.rsp_code) !== '200' || !response.result)
      throw new SupplierError(
        'aliexpress',
        'error_not_found_sku',
        `product ${productId}: ${String(response.rsp_msg ?? '')}`,
      );
    return {
      result: response.result,
      skus: response.result.ae_item_sku_info_dtos?.ae_item_sku_info_d_t_o ?? [],
    };
  }

  /** One call with the merchant's token, refreshed once if AliExpress refuses it. */
  private async call<T>(
    method: string,
    params: Record<string, string | undefined>,
    options?: { idempotent?: boolean },
  ): Promise<T> {
    const { client, token, tenantId } = this.options;
    try {
      try {
        return await client.call<T>(method, params, await token.current(), tenantId, options);
      } catch (error) {
        if (!(error instanceof AliExpressApiError) || !error.isTokenError) throw error;
        return await client.call<T>(method, params, await token.refresh(), tenantId, options);
      }
    } catch (error) {
      throw toSupplierError(error);
    }
  }

  private currency(): string {
    return this.options.currency ?? 'USD';
  }
  private language(): string {
    return this.options.language ?? 'en';
  }
  private locale(): string {
    return this.language() === 'en' ? 'en_US' : this.language();
  }
}

function skuProperties(sku: SkuInfo): SkuProperty[] {
  return sku.ae_sku_property_dtos?.ae_sku_property_d_t_o ?? [];
}

function propertyValue(property: SkuProperty): string {
  return property.property_value_definition_name ?? property.sku_property_value ?? '';
}

function toSupplierError(error: unknown): unknown {
  if (error instanceof SupplierError) return error;
  if (error instanceof AliExpressApiError) {
    if (error.isTokenError)
      return new SupplierError('aliexpress', 'error_get_token', error.message);
    if (error.code === 'ApiCallLimit')
      return new SupplierError('aliexpress', 'rate_limited', error.message);
    if (error.code === 'ServiceUnavailable')
      return new SupplierError('aliexpress', 'unavailable', error.message);
    return new SupplierError('aliexpress', 'error_checkout_products', error.message);
  }
  if (error instanceof OutboundError)
    return new SupplierError('aliexpress', 'unavailable', error.message);
  return error;
}
