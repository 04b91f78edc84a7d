import { and, eq, inArray, or } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import {
  channelCustomers,
  orderAddresses,
  orderLineItems,
  orders,
  users,
  workplaces,
} from '../../db/schema';
import { customerDataRequestMail } from '../../integrations/mailer/data-request-mail';
import { defineJob, PermanentJobError, type JobModule } from '../../jobs/job-types';

export const CUSTOMER_DATA_EXPORT_JOB = defineJob<CustomerDataExportJob>(
  'shopify.customer-data-export',
);

/** What Shopify's customers/data_request names (its payload, read once verified). */
export interface CustomerDataRequestPayload {
  shop_domain?: string;
  orders_requested?: Array<number | string>;
  customer?: { id?: number | string; email?: string | null; phone?: string | null };
  data_request?: { id?: number | string };
}

export interface CustomerDataExportJob {
  shop: string;
  storeId: string;
  workplaceId: string;
  requestId: string;
  customerId: string | null;
  customerEmail: string | null;
  ordersRequested: string[];
}

/**
 * One export per store connected to the shop: each workplace's owner gets what that workplace
 * holds. The key makes a repeated request (a redelivery, or the same request id sent again) one
 * mail per store.
 */
export function exportJobsFor(
  shop: string,
  payload: CustomerDataRequestPayload,
  connections: { storeId: string; workplaceId: string }[],
) {
  const requestId = payload.data_request?.id;
  if (requestId === undefined) throw new PermanentJobError('data request without an id');
  return connections.map((connection) => ({
    job: CUSTOMER_DATA_EXPORT_JOB,
    workplaceId: connection.workplaceId,
    dedupeKey: `shopify:data-request:${shop}:${requestId}:${connection.storeId}`,
    payload: {
      shop,
      storeId: connection.storeId,
      workplaceId: connection.workplaceId,
      requestId: String(requestId),
      customerId: payload.customer?.id !== undefined ? String(payload.customer.id) : null,
      customerEmail: payload.customer?.email ?? null,
      ordersRequested: (payload.orders_requested ?? []).map(String),
    } satisfies CustomerDataExportJob,
  }));
}

/** Everything one store keeps about the customer: their records, orders, items and addresses. */
export async function collectCustomerData(db: Database, request: CustomerDataExportJob) {
  const { storeId } = request;
  const byCustomer = [
    ...(request.customerId ? [eq(channelCustomers.platformCustomerId, request.customerId)] : []),
    ...(request.customerEmail ? [eq(channelCustomers.email, request.customerEmail)] : []),
  ];
  const customers =
    byCustomer.length > 0
      ? await db
          .select()
          .from(channelCustomers)
          .where(and(eq(channelCustomers.storeId, storeId), or(...byCustomer)))
      : [];
  const byOrder = [
    ...(request.ordersRequested.length > 0
      ? [inArray(orders.platformOrderId, request.ordersRequested)]
      : []),
    ...(customers.length > 0
      ? [
          inArray(
            orders.customerId,
            customers.map((c) => c.id),
          ),
        ]
      : []),
  ];
  const orderRows =
    byOrder.length > 0
      ? await db
          .select()
          .from(orders)
          .where(and(eq(orders.storeId, storeId), or(...byOrder)))
          .orderBy(orders.platformCreatedAt, orders.platformOrderId)
      : [];
  const orderIds = orderRows.map((o) => o.id);
  const items =
    orderIds.length > 0
      ? await db.select().from(orderLineItems).where(inArray(orderLineItems.orderId, orderIds))
      : [];
  const addresses =
    orderIds.length > 0
      ? await db.select().from(orderAddresses).where(inArray(orderAddresses.orderId, orderIds))
      : [];

  return {
    shop: request.shop,
    data_request_id: request.requestId,
    customer: {
      platform_customer_id: request.customerId,
      email: request.customerEmail,
    },
    customer_records: customers.map((c) => ({
      platform_customer_id: c.platformCustomerId,
      email: c.email,
      first_name: c.firstName,
      last_name: c.lastName,
      phone: c.phone,
    })),
    orders: orderRows.map((order) => ({
      platform_order_id: order.platformOrderId,
      name: order.orderName,
      created_at: order.platformCreatedAt?.toISOString() ?? null,
      currency: order.currency,
      total_price: order.totalPrice,
      channel_status: order.channelStatus,
      line_items: items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          platform_line_item_id: item.platformLineItemId,
          title: item.title,
          variant_title: item.variantTitle,
          sku: item.sku,
          quantity: item.quantity,
          price: item.price,
        })),
      addresses: addresses
        .filter((address) => address.orderId === order.id)
        .map(({ id: _id, orderId: _orderId, ...address }) => address),
    })),
  };
}

async function workplaceOwner(db: Database, workplaceId: string) {
  const [owner] = await db
    .select({ email: users.email, language: users.language })
    .from(workplaces)
    .innerJoin(users, eq(users.id, workplaces.ownerId))
    .where(eq(workplaces.id, workplaceId));
  return owner ?? null;
}

/** Mails the export to the owner of the workplace holding the store. */
export const customerDataExportJobs: JobModule = (app) => {
  app.jobs.register(CUSTOMER_DATA_EXPORT_JOB, async (request, ctx) => {
    const owner = await workplaceOwner(ctx.db, request.workplaceId);
    if (!owner) {
      ctx.log.warn({ shop: request.shop }, 'data request for a workplace that is gone');
      return;
    }
    const exported = await collectCustomerData(ctx.db, request);
    const language = (LANGUAGE_CODES as readonly string[]).includes(owner.language)
      ? (owner.language as LanguageCode)
      : 'en';
    await app.ctx.mailer.send(
      customerDataRequestMail(language, owner.email, request.shop, request.requestId, exported),
    );
    ctx.log.info(
      { shop: request.shop, orders: exported.orders.length },
      'customer data export sent to the shop owner',
    );
  });
};
