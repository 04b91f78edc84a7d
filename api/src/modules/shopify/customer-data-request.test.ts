import { eq } from 'drizzle-orm';
import { orderAddresses, orders, outboxEmails } from '../../db/schema';
import { signUp } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';
import { finishConnect, startConnect, useShopifyStandIn } from './shopify-test-kit';

const APPAREL = 'omni-demo-apparel.myshopify.com';
// the stand-in first: the app reads its address when it is built
const standIn = useShopifyStandIn(() => t.app);
const t = useTestApp();

const exportMails = () =>
  t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'customer_data_request'));

/** Lets the stand-in's deliveries land and the queue run until it is empty. */
async function settle() {
  await standIn.world.webhooks.idle();
  while ((await t.app.jobs.runDue()).claimed > 0);
}

describe('Shopify customers/data_request', () => {
  it("mails the shop owner the customer's orders, items and addresses once, however often it is delivered", async () => {
    const user = await signUp(t.app, 'data-request@example.test');
    const run = await startConnect(t.app, standIn, user, APPAREL.replace('.myshopify.com', ''));
    expect((await finishConnect(t.app, run.callback, run.cookie)).searchParams.get('success')).toBe(
      '1',
    );
    await settle();
    const shop = standIn.world.shop(APPAREL);
    const [asker, someoneElse] = [shop.customers[1]!, shop.customers[2]!];
    const { order } = standIn.world.placeOrder(APPAREL, { customerId: asker.id });
    standIn.world.placeOrder(APPAREL, { customerId: someoneElse.id });
    await settle();
    const [stored] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.platformOrderId, String(order.id)));
    const [address] = await t.db
      .select()
      .from(orderAddresses)
      .where(eq(orderAddresses.orderId, stored!.id));

    const delivery = standIn.world.compliance(APPAREL, 'customers/data_request', asker.id);
    await settle();
    standIn.world.webhooks.redeliver(delivery.webhookId, 5);
    await settle();

    const mails = await exportMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe('data-request@example.test');
    expect(mail!.subject).toBe(`Customer data request for ${APPAREL}`);
    const exported = JSON.parse(mail!.text.slice(mail!.text.indexOf('{'))) as {
      data_request_id: string;
      customer_records: { email: string }[];
      orders: {
        platform_order_id: string;
        line_items: { title: string; quantity: number }[];
        addresses: { city: string | null }[];
      }[];
    };
    expect(exported.customer_records).toEqual([expect.objectContaining({ email: asker.email })]);
    expect(exported.orders.map((o) => o.platform_order_id)).toEqual([String(order.id)]);
    expect(exported.orders[0]!.line_items.length).toBeGreaterThan(0);
    expect(exported.orders[0]!.addresses).toEqual(
      expect.arrayContaining([expect.objectContaining({ city: address!.city })]),
    );
    // the HTML carries the same export, escaped
    expect(mail!.html).toContain(`&quot;platform_order_id&quot;: &quot;${order.id}&quot;`);

    // a new request (another id) is answered again
    standIn.world.compliance(APPAREL, 'customers/data_request', asker.id);
    await settle();
    expect(await exportMails()).toHaveLength(2);
  });

  it('answers in the shop owner’s language', async () => {
    const user = await signUp(t.app, 'data-request-de@example.test');
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/account/set-language',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: { language: 'de' },
    });
    const run = await startConnect(t.app, standIn, user, APPAREL.replace('.myshopify.com', ''));
    await finishConnect(t.app, run.callback, run.cookie);
    await settle();
    standIn.world.compliance(APPAREL, 'customers/data_request');
    await settle();
    const [mail] = await exportMails();
    expect(mail!.subject).toBe(`Anfrage nach Kundendaten für ${APPAREL}`);
  });
});
